import type { UserRole } from '@koinonia/contracts';

export type UserRegistered = {
  type: 'UserRegistered';
  data: { userId: string; email: string; displayName: string; passwordHash: string; roles: UserRole[]; memberId: string | null };
};
export type UserSignedIn = {
  type: 'UserSignedIn';
  /** expiresAt: the absolute end; idleExpiresAt: the end if nothing happens in the meantime. */
  data: { userId: string; sessionId: string; expiresAt: string; idleExpiresAt?: string; ip: string; userAgent: string };
};
export type SessionEndReason = 'signed-out' | 'signed-out-elsewhere' | 'revoked';
export type UserSignedOut = { type: 'UserSignedOut'; data: { userId: string; sessionId: string; reason?: SessionEndReason; by?: string | null } };
/** Activity pushed the idle expiry of a session forward (recorded at most every few minutes). */
export type UserSessionRenewed = { type: 'UserSessionRenewed'; data: { userId: string; sessionId: string; idleExpiresAt: string } };
export type UserSignInFailed = { type: 'UserSignInFailed'; data: { userId: string; at: string; ip: string } };
export type UserLockedOut = { type: 'UserLockedOut'; data: { userId: string; until: string; failedAttempts: number } };
export type UserUnlocked = { type: 'UserUnlocked'; data: { userId: string; by: string | null } };

export type UserEvent = UserRegistered | UserSignedIn | UserSignedOut | UserSessionRenewed | UserSignInFailed | UserLockedOut | UserUnlocked;
export const USER_EVENT_TYPES: ReadonlySet<string> = new Set(['UserRegistered', 'UserSignedIn', 'UserSignedOut', 'UserSessionRenewed', 'UserSignInFailed', 'UserLockedOut', 'UserUnlocked']);

/** Five failed sign-ins within fifteen minutes lock the account for fifteen minutes. */
export const LOCKOUT = { attempts: 5, windowMs: 15 * 60 * 1000, durationMs: 15 * 60 * 1000 } as const;

export const userStream = (userId: string) => `user-${userId}`;
