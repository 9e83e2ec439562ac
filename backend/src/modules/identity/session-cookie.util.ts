import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../platform/config/app-config';
import type { ClientInfo, IdentityService, OpenedSession } from './identity.service';

/** The session token in an httpOnly, SameSite=Lax cookie that ends with the session. */
export function setSessionCookie(response: FastifyReply, config: AppConfig, session: OpenedSession): void {
  response.setCookie(config.session.cookieName, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookie,
    path: '/',
    expires: session.expiresAt,
  });
}

/**
 * Hands a browser the session it just signed in to, and ends the one it held before (if any):
 * every sign-in gets a new session id, and a session id planted in the browser beforehand, or
 * left there by the previous person, never lives on beside it.
 */
export async function startBrowserSession(
  request: FastifyRequest,
  response: FastifyReply,
  config: AppConfig,
  identity: IdentityService,
  session: OpenedSession,
): Promise<void> {
  const previous = request.cookies?.[config.session.cookieName];
  if (previous) await identity.signOut(previous);
  setSessionCookie(response, config, session);
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? '') };
}
