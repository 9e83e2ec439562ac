import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request.type';
import { can } from '@koinonia/contracts';
import { ACCESS, type AccessRule } from '../../platform/auth/access.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import { IdentityService } from './identity.service';
import { ALLOWED_DURING_TWO_FACTOR_SETUP } from './two-factor-setup.decorator';

/**
 * Enforces each route's access rule: a live session unless @Public(), then the permission the
 * route requires, from the one table in contracts. A route that declares nothing is refused.
 * A user whose role requires two-step verification they have not set up reaches only the
 * routes that set it up (TWO_FACTOR_SETUP_REQUIRED elsewhere).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: IdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS, [context.getHandler(), context.getClass()]);
    if (rule?.kind === 'public') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = request.cookies?.[this.config.session.cookieName];
    const lookup = await this.identity.resolveSession(token);
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
}
