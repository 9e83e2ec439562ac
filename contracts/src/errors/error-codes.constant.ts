/** Every error code a client can see. The catalogue below gives each its words. */
export const ERROR_CODES = [
  'NETWORK_ERROR',
  'TIMEOUT_ERROR',
  'OFFLINE',
  'AUTH_REQUIRED',
  'AUTH_EXPIRED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_LOCKED',
  'VALIDATION_ERROR',
  'SERVER_ERROR',
  'DATABASE_ERROR',
  'EXTERNAL_SERVICE_ERROR',
  'MEMBER_NOT_FOUND',
  'EVENT_CONFLICT',
  'VOLUNTEER_UNAVAILABLE',
  'DONATION_FAILED',
  'MESSAGE_SEND_FAILED',
  'LIVESTREAM_UNAVAILABLE',
  'UNKNOWN_ERROR',
  'MAINTENANCE_MODE',
  'AUTHORIZATION',
  'CONCURRENCY_CONFLICT',
  'DUPLICATE_EMAIL',
  'NOT_FOUND',
  'RATE_LIMITED',
  'CROSS_SITE_REQUEST',
  'FEATURE_DISABLED',
  'INVALID_TOKEN',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_SETUP_REQUIRED',
  'TWO_FACTOR_ALREADY_ENABLED',
  'TWO_FACTOR_NOT_ENABLED',
  'LAST_ADMIN',
  'INVITATION_NOT_PENDING',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
