import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { WsException } from '@nestjs/websockets';
import { can, type ErrorCode, type UserRole } from '@koinonia/contracts';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import type { AuthenticatedRequest } from '../../../platform/auth/authenticated-request.type';
import { ACCESS, type AccessRule } from '../../../platform/auth/access.decorator';
import { DomainError } from '../../../platform/errors/domain-error';
import { errorBody } from '../../../platform/errors/api-exception.filter';
import { ALLOWED_DURING_TWO_FACTOR_SETUP } from '../two-factor/two-factor-setup.decorator';
import { SessionResolution } from './session-resolution.service';

/** What the realtime gateway keeps on a socket once its handshake found a live session. */
interface SocketIdentity {
  data?: { userId?: string; roles?: UserRole[] };
}

/**
 * Enforces each route's and each socket event's access rule, from the one table in contracts.
 * HTTP: a live session unless @Public(), then the permission the route requires; a route that
 * declares nothing is refused. A user whose role requires two-step verification they have not
 * set up reaches only the routes that set it up (TWO_FACTOR_SETUP_REQUIRED elsewhere).
 * Socket events: the handshake already needed a live session (and sockets follow their
 * sessions), so the event's rule is checked against the socket's roles; an event that declares
 * nothing is refused too.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionResolution,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS, [context.getHandler(), context.getClass()]);
    if (context.getType() === 'ws') return this.checkSocketEvent(context, rule);
    if (context.getType() !== 'http') return true;
    if (rule?.kind === 'public') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = request.cookies?.[this.config.session.cookieName];
    const lookup = await this.sessions.resolveSession(token);
    if (lookup.status === 'expired') throw new DomainError('AUTH_EXPIRED');
    if (lookup.status !== 'valid') throw new DomainError('AUTH_REQUIRED');
    request.user = lookup.user;
    request.sessionId = lookup.sessionId;
    if (!rule) throw new DomainError('AUTHORIZATION', { reason: 'This route declares no access rule.' });
    if (lookup.user.twoFactorSetupRequired && !this.reflector.get<boolean>(ALLOWED_DURING_TWO_FACTOR_SETUP, context.getHandler())) {
      throw new DomainError('TWO_FACTOR_SETUP_REQUIRED');
    }
    if (rule.kind === 'permission' && !can(lookup.user.roles, rule.permission)) throw new DomainError('AUTHORIZATION');
    return true;
  }

  private checkSocketEvent(context: ExecutionContext, rule: AccessRule | undefined): boolean {
    if (rule?.kind === 'public') return true;
    const roles = context.switchToWs().getClient<SocketIdentity>().data?.roles;
    if (!roles) return refuseSocketEvent(context, 'AUTH_REQUIRED');
    if (!rule || (rule.kind === 'permission' && !can(roles, rule.permission))) return refuseSocketEvent(context, 'AUTHORIZATION');
    return true;
  }
}

/**
 * A refused socket event is answered, never dropped: its acknowledgement (when the client asked
 * for one) gets `{ ok: false, error }`, as the gateway's own refusals do, and the client also
 * receives an `exception` event with the catalogue body.
 */
function refuseSocketEvent(context: ExecutionContext, code: ErrorCode): never {
  const error = errorBody(code);
  const ack = context.getArgByIndex<unknown>(2);
  if (typeof ack === 'function') (ack as (result: unknown) => void)({ ok: false, error });
  throw new WsException(error);
}
