import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { PreferencesModule } from '../preferences';
import { AccountLimits } from './accounts/account-limits.service';
import { AccountQueries } from './accounts/account-queries.service';
import { ReadSideWait } from './accounts/read-side-wait.service';
import { UserDirectoryService } from './accounts/user-directory.service';
import { UserEmailClaims } from './accounts/user-email-claims.service';
import { IDENTITY_COMMAND_HANDLERS } from './identity-command-handlers';
import { IDENTITY_SECURITY_LOG_RULES } from './identity.security-log';
import { AcceptInvitationController } from './invitations/accept-invitation.controller';
import { InvitationMail } from './invitations/invitation-mail.service';
import { InvitationsController } from './invitations/invitations.controller';
import { lockoutAlert } from './lockout-alert.notification';
import { PasswordResetRequests } from './password/password-reset-requests.service';
import { PasswordController } from './password/password.controller';
import { securityPolicyProjection } from './projections/security-policy.projection';
import { sessionsProjection } from './projections/sessions.projection';
import { usersProjection } from './projections/users.projection';
import { SessionQueries } from './sessions/queries/session-queries.service';
import { SessionEnder } from './sessions/session-ender.service';
import { SessionOpener } from './sessions/session-opener.service';
import { SessionResolution } from './sessions/session-resolution.service';
import { SessionSweeper } from './sessions/session-sweeper.service';
import { SessionsController } from './sessions/sessions.controller';
import { signInAttemptsNotice } from './sign-in-attempts.notification';
import { AdminSignInController } from './sign-in/admin-sign-in.controller';
import { LockoutNotices } from './sign-in/lockout-notices.service';
import { SignInFailures } from './sign-in/sign-in-failures.service';
import { SignInLimits } from './sign-in/sign-in-limits.service';
import { SignInController } from './sign-in/sign-in.controller';
import { UnlockAccountController } from './sign-in/unlock-account.controller';
import { UnmatchedSignIns } from './sign-in/unmatched-sign-ins.service';
import { TwoFactorPolicyQuery } from './two-factor/queries/two-factor-policy.query';
import { TwoFactorStatusQuery } from './two-factor/queries/two-factor-status.query';
import { ReauthenticationController } from './two-factor/reauthentication.controller';
import { Reauthentication } from './two-factor/reauthentication.service';
import { TwoFactorAdminController } from './two-factor/two-factor-admin.controller';
import { TwoFactorCodes } from './two-factor/two-factor-codes.service';
import { TwoFactorEnrolment } from './two-factor/two-factor-enrolment.service';
import { TwoFactorController } from './two-factor/two-factor.controller';
import { AdminUsersController } from './user-admin/admin-users.controller';
import { LastAdminRule } from './user-admin/last-admin-rule.service';
import { UserAdminQueries } from './user-admin/queries/user-admin-queries.service';
import { UserSummaryService } from './user-admin/queries/user-summary.service';

/**
 * Accounts, sign-in, sessions, two-step verification, invitations and the administration of
 * accounts: one folder per use-case area, each with its controllers, command handlers and queries.
 */
@ContextModule({
  name: 'identity',
  imports: [OrganisationModule, MembersModule, PreferencesModule],
  controllers: [
    SignInController,
    AdminSignInController,
    UnlockAccountController,
    SessionsController,
    TwoFactorController,
    TwoFactorAdminController,
    ReauthenticationController,
    InvitationsController,
    AcceptInvitationController,
    AdminUsersController,
    PasswordController,
  ],
  providers: [
    AccountQueries,
    AccountLimits,
    ReadSideWait,
    UserEmailClaims,
    UserDirectoryService,
    SignInLimits,
    SignInFailures,
    UnmatchedSignIns,
    LockoutNotices,
    SessionQueries,
    SessionOpener,
    SessionEnder,
    SessionResolution,
    SessionSweeper,
    TwoFactorPolicyQuery,
    TwoFactorStatusQuery,
    TwoFactorCodes,
    TwoFactorEnrolment,
    Reauthentication,
    InvitationMail,
    LastAdminRule,
    UserAdminQueries,
    UserSummaryService,
    PasswordResetRequests,
    ...IDENTITY_COMMAND_HANDLERS,
  ],
  exports: [SessionResolution, UserDirectoryService, SessionQueries, UserAdminQueries, UserSummaryService],
  projections: [usersProjection, sessionsProjection, securityPolicyProjection],
  securityLogRules: IDENTITY_SECURITY_LOG_RULES,
  notificationSources: [lockoutAlert, signInAttemptsNotice],
})
export class IdentityModule {}
