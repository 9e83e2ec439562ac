import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { can, type CurrentUser, type FeatureFlag } from '@koinonia/contracts';
import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import { ACCESS, type AccessRule } from '../../platform/auth/access.decorator';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request.type';
import { FEATURE, OPEN_DURING_MAINTENANCE } from '../../platform/availability/availability.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import { SESSION_RESOLVER, type SessionResolver } from '../../platform/auth/session-resolver.token';
import { OrganisationSettingsService } from './organisation-settings.service';

/**
 * Whether the organisation serves this route now. Runs after the session guard (so the caller
 * is known) and reads the settings from memory:
 * - maintenance mode: MAINTENANCE_MODE (503) to everyone who cannot manage settings, except on
 *   routes marked @OpenDuringMaintenance();
 * - a route of a turned-off area (@Feature(flag)): FEATURE_DISABLED (403), to everyone. Off means
 *   off, for administrators too; they can turn it back on.
 */
@Injectable()
export class AvailabilityGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly settings: OrganisationSettingsService,
    @Inject(SESSION_RESOLVER) private readonly sessions: SessionResolver,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const targets = [context.getHandler(), context.getClass()];
    if (this.settings.maintenance.enabled && !this.reflector.getAllAndOverride<boolean | undefined>(OPEN_DURING_MAINTENANCE, targets)) {
      const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
      const user = request.user ?? (await this.publicRouteCaller(request, targets));
      if (!user || !can(user.roles, 'settings.manage')) throw new DomainError('MAINTENANCE_MODE');
    }
    const flag = this.reflector.getAllAndOverride<FeatureFlag | undefined>(FEATURE, targets);
    if (flag && !this.settings.isEnabled(flag)) throw new DomainError('FEATURE_DISABLED', { feature: flag });
    return true;
  }

  /** The session guard does not look up the caller of a public route; in maintenance we must. */
  private async publicRouteCaller(request: AuthenticatedRequest, targets: Parameters<Reflector['getAllAndOverride']>[1]): Promise<CurrentUser | null> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS, targets);
    if (rule?.kind !== 'public') return null;
    const lookup = await this.sessions.resolveSession(request.cookies?.[this.config.session.cookieName]);
    return lookup.status === 'valid' ? lookup.user : null;
  }
}
