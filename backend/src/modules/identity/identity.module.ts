import { ContextModule } from '../../platform/context/context-module.decorator';
import { AdminAuthController } from './admin-auth.controller';
import { MembersModule } from '../members';
import { PreferencesModule } from '../preferences';
import { AccountController } from './account.controller';
import { AccountPasswordService } from './account-password.service';
import { AdminUsersController } from './admin-users.controller';
import { AuthController } from './auth.controller';
import { IdentityService } from './identity.service';
import { InvitationsService } from './invitations.service';
import { SessionsController } from './sessions.controller';
import { SignInLimits } from './sign-in-limits.service';
import { UserSummaryService } from './user-summary.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';
import { UserAdminService } from './user-admin.service';
import { IDENTITY_SECURITY_LOG_RULES } from './identity.security-log';
import { lockoutAlert } from './lockout-alert.notification';
import { securityPolicyProjection } from './projections/security-policy.projection';
import { sessionsProjection } from './projections/sessions.projection';
import { usersProjection } from './projections/users.projection';

/** Accounts, sign-in, sessions, two-step verification, invitations and the administration of accounts. */
@ContextModule({
  name: 'identity',
  imports: [MembersModule, PreferencesModule],
  controllers: [AuthController, AccountController, TwoFactorController, AdminUsersController, SessionsController, AdminAuthController],
  providers: [IdentityService, AccountPasswordService, InvitationsService, TwoFactorService, UserAdminService, SignInLimits, UserSummaryService],
  exports: [IdentityService, UserSummaryService],
  projections: [usersProjection, sessionsProjection, securityPolicyProjection],
  securityLogRules: IDENTITY_SECURITY_LOG_RULES,
  notificationSources: [lockoutAlert],
})
export class IdentityModule {}
