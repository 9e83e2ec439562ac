import type { UserRole } from '@koinonia/contracts';

export type UserRegistered = {
  type: 'UserRegistered';
  data: { userId: string; email: string; displayName: string; passwordHash: string; roles: UserRole[]; memberId: string | null };
};
export type UserSignedIn = {
  type: 'UserSignedIn';
  data: { userId: string; sessionId: string; expiresAt: string; ip: string; userAgent: string };
};
export type UserSignedOut = { type: 'UserSignedOut'; data: { userId: string; sessionId: string } };

export type UserEvent = UserRegistered | UserSignedIn | UserSignedOut;
export const USER_EVENT_TYPES: ReadonlySet<string> = new Set(['UserRegistered', 'UserSignedIn', 'UserSignedOut']);

export const userStream = (userId: string) => `user-${userId}`;
