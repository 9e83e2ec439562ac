import type { CurrentUser } from '@koinonia/contracts';

/**
 * How a session cookie is checked outside the session guard (the realtime handshake, the
 * availability guard on public routes, the client-error log). The identity module provides it
 * (its SessionResolution, through IdentityPortsModule), so the platform knows no module.
 */
export const SESSION_RESOLVER = Symbol('SESSION_RESOLVER');

export type ResolvedSession =
  { status: 'valid'; user: CurrentUser; sessionId: string; expiresAt: string; idleExpiresAt: string } | { status: 'missing' } | { status: 'expired' };

export interface SessionResolver {
  resolveSession(token: string | undefined, now?: Date): Promise<ResolvedSession>;
}
