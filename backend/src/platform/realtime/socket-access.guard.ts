import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { WsException } from '@nestjs/websockets';
import { can, type ErrorCode, type UserRole } from '@koinonia/contracts';
import { ACCESS, type AccessRule } from '../auth/access.decorator';
import { errorBody } from '../errors/api-exception.filter';

/**
 * A socket event's declared rule (@SignedIn, @Requires) checked against the socket's roles, for a
 * gateway to name with @UseGuards: Nest's socket.io context does not run the app's global guards
 * (APP_GUARD), so a gateway whose events need more than a signed-in socket says so itself. A
 * refusal answers the acknowledgement with the catalogue body, as the gateway's own refusals do.
 */
@Injectable()
export class SocketAccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'ws') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS, [context.getHandler(), context.getClass()]);
    if (rule?.kind === 'public') return true;
    const roles = context.switchToWs().getClient<{ data?: { roles?: UserRole[] } }>().data?.roles;
    if (!roles) return refuse(context, 'AUTH_REQUIRED');
    if (!rule || (rule.kind === 'permission' && !can(roles, rule.permission))) return refuse(context, 'AUTHORIZATION');
    return true;
  }
}

function refuse(context: ExecutionContext, code: ErrorCode): never {
  const error = errorBody(code);
  const ack = context.getArgByIndex<unknown>(2);
  if (typeof ack === 'function') (ack as (result: unknown) => void)({ ok: false, error });
  throw new WsException(error);
}
