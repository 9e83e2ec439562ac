/** How the client's error handler classified a failure (specification, section 8). */
export const CLIENT_ERROR_TYPES = ['network', 'authentication', 'authorization', 'server', 'validation', 'client'] as const;
export type ClientErrorType = (typeof CLIENT_ERROR_TYPES)[number];

export const CLIENT_ERROR_LIMITS = {
  code: 64,
  message: 1000,
  path: 2048,
  userId: 64,
  /** The details object, as JSON. */
  details: 4096,
  /** A whole request body; anything larger is refused before it is read. */
  body: 16 * 1024,
} as const;
