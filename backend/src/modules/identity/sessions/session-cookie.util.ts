import type { CommandBus } from '@nestjs/cqrs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../platform/config/app-config';
import { clientAddress } from '../../../platform/http/client-address.util';
import type { ClientInfo } from './client-info.type';
import { SignOutCommand } from './commands/sign-out/sign-out.command';
import type { OpenedSession } from './session-opener.service';

/** The session token in an httpOnly, SameSite=Lax cookie that ends with the session. */
function setSessionCookie(response: FastifyReply, config: AppConfig, session: OpenedSession): void {
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
