import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../platform/config/app-config';
import type { ClientInfo, OpenedSession } from './identity.service';

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

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? '') };
}
