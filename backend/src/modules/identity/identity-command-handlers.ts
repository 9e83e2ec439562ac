import { AcceptInvitationHandler } from './invitations/commands/accept-invitation/accept-invitation.handler';
import { CancelInvitationHandler } from './invitations/commands/cancel-invitation/cancel-invitation.handler';
import { InviteUserHandler } from './invitations/commands/invite-user/invite-user.handler';
import { ResendInvitationHandler } from './invitations/commands/resend-invitation/resend-invitation.handler';
import { ChangePasswordHandler } from './password/commands/change-password/change-password.handler';
import { RequestPasswordResetHandler } from './password/commands/request-password-reset/request-password-reset.handler';
import { ResetPasswordHandler } from './password/commands/reset-password/reset-password.handler';
import { EndOtherSessionsHandler } from './sessions/commands/end-other-sessions/end-other-sessions.handler';
import { EndSessionHandler } from './sessions/commands/end-session/end-session.handler';
import { ExpireSessionHandler } from './sessions/commands/expire-session/expire-session.handler';
import { RenewSessionHandler } from './sessions/commands/renew-session/renew-session.handler';
import { RevokeSessionHandler } from './sessions/commands/revoke-session/revoke-session.handler';
import { RevokeUserSessionsHandler } from './sessions/commands/revoke-user-sessions/revoke-user-sessions.handler';
import { SignOutHandler } from './sessions/commands/sign-out/sign-out.handler';
import { CompleteTwoFactorSignInHandler } from './sign-in/commands/complete-two-factor-sign-in/complete-two-factor-sign-in.handler';
import { SignInHandler } from './sign-in/commands/sign-in/sign-in.handler';
import { UnlockAccountHandler } from './sign-in/commands/unlock-account/unlock-account.handler';
import { ConfirmTwoFactorHandler } from './two-factor/commands/confirm-two-factor/confirm-two-factor.handler';
import { DisableTwoFactorHandler } from './two-factor/commands/disable-two-factor/disable-two-factor.handler';
import { ReauthenticateHandler } from './two-factor/commands/reauthenticate/reauthenticate.handler';
import { RegenerateRecoveryCodesHandler } from './two-factor/commands/regenerate-recovery-codes/regenerate-recovery-codes.handler';
import { ResetTwoFactorHandler } from './two-factor/commands/reset-two-factor/reset-two-factor.handler';
import { SetTwoFactorRequirementHandler } from './two-factor/commands/set-two-factor-requirement/set-two-factor-requirement.handler';
import { ChangeUserRolesHandler } from './user-admin/commands/change-user-roles/change-user-roles.handler';
import { DeactivateUserHandler } from './user-admin/commands/deactivate-user/deactivate-user.handler';
import { LinkUserToMemberHandler } from './user-admin/commands/link-user-to-member/link-user-to-member.handler';
import { ReactivateUserHandler } from './user-admin/commands/reactivate-user/reactivate-user.handler';
import { RegisterUserHandler } from './user-admin/commands/register-user/register-user.handler';
import { UnlockUserHandler } from './user-admin/commands/unlock-user/unlock-user.handler';

/** The identity context's write side: one handler per use case, by area. */
export const IDENTITY_COMMAND_HANDLERS = [
  // sign-in
  SignInHandler,
  CompleteTwoFactorSignInHandler,
  UnlockAccountHandler,
  // sessions
  SignOutHandler,
  EndOtherSessionsHandler,
  EndSessionHandler,
  RevokeUserSessionsHandler,
  RevokeSessionHandler,
  RenewSessionHandler,
  ExpireSessionHandler,
  // two-step verification
  ReauthenticateHandler,
  ConfirmTwoFactorHandler,
  DisableTwoFactorHandler,
  RegenerateRecoveryCodesHandler,
  ResetTwoFactorHandler,
  SetTwoFactorRequirementHandler,
  // invitations
  InviteUserHandler,
  ResendInvitationHandler,
  CancelInvitationHandler,
  AcceptInvitationHandler,
  // administering accounts
  RegisterUserHandler,
  ChangeUserRolesHandler,
  DeactivateUserHandler,
  ReactivateUserHandler,
  UnlockUserHandler,
  LinkUserToMemberHandler,
  // password
  ChangePasswordHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
];
