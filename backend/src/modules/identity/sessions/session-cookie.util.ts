import type { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../platform/config/app-config';
import { clientAddress } from '../../../platform/http/client-address.util';
import type { ClientInfo } from './client-info.type';
import { SignOutCommand } from './commands/sign-out/sign-out.command';
import type { OpenedSession } from './session-opener.service';

/**
 * httpOnly, SameSite=Lax, for the whole site (Path=/, no Domain); Secure in production, where the
 * name carries the __Host- prefix, which browsers only accept with exactly these attributes.
 */
const cookieOptions = (config: AppConfig) => ({ httpOnly: true, sameSite: 'lax' as const, secure: config.session.secureCookie, path: '/' });

/** The session token in a cookie that ends with the session. */
function setSessionCookie(response: FastifyReply, config: AppConfig, session: OpenedSession): void {
  response.setCookie(config.session.cookieName, session.token, { ...cookieOptions(config), expires: session.expiresAt });
}

/** Tells the browser to drop the session cookie (with the attributes it was set with, or a __Host- cookie stays). */
export function clearSessionCookie(response: FastifyReply, config: AppConfig): void {
  response.clearCookie(config.session.cookieName, cookieOptions(config));
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
  commands: CommandBus,
  session: OpenedSession,
): Promise<void> {
  const previous = request.cookies?.[config.session.cookieName];
  if (previous) await commands.execute(new SignOutCommand(previous));
  setSessionCookie(response, config, session);
}

export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip ?? '', userAgent: String(request.headers['user-agent'] ?? ''), source: clientAddress(request) };
}
