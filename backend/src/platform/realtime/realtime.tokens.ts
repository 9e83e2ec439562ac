import type { CurrentUser } from '@koinonia/contracts';

/**
 * How the realtime gateway checks a session cookie. The identity module provides it (its
 * IdentityService.resolveSession), so the platform knows no module.
 */
export const SESSION_RESOLVER = Symbol('SESSION_RESOLVER');

export type ResolvedSession =
  { status: 'valid'; user: CurrentUser; sessionId: string; expiresAt: string; idleExpiresAt: string } | { status: 'missing' } | { status: 'expired' };

export interface SessionResolver {
  resolveSession(token: string | undefined, now?: Date): Promise<ResolvedSession>;
}
