import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../platform/config/app-config';

/** The session cookie: httpOnly, SameSite=Lax, Secure in production, gone when the session ends. */
export function setSessionCookie(response: FastifyReply, session: AppConfig['session'], token: string, expiresAt: Date): void {
  response.setCookie(session.cookieName, token, { httpOnly: true, sameSite: 'lax', secure: session.secureCookie, path: '/', expires: expiresAt });
}
