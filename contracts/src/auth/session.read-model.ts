/** `GET /api/auth/sessions`: one of the signed-in user's open sessions. */
export interface SessionView {
  /** An opaque id (a hash of the token, never the token). */
  id: string;
  startedAt: string;
  expiresAt: string;
  idleExpiresAt: string;
  ip: string;
  userAgent: string;
  /** The session this request came from. */
  current: boolean;
}

/** What ending sessions answers (my other sessions, one of mine, or a user's by an administrator): how many ended. */
export interface SessionsEnded {
  ended: number;
}
