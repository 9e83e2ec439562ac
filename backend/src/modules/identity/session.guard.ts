import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request.type';
import { IS_PUBLIC } from '../../platform/auth/public.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import { IdentityService } from './identity.service';

/** Every route needs a live session unless it is marked @Public(). */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly identity: IdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = request.cookies?.[this.config.session.cookieName];
    const lookup = await this.identity.resolveSession(token);
    if (lookup.status === 'expired') throw new DomainError('AUTH_EXPIRED');
    if (lookup.status !== 'valid') throw new DomainError('AUTH_REQUIRED');
    request.user = lookup.user;
    request.sessionId = lookup.sessionId;
    return true;
  }
}
