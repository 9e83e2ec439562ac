/**
 * The identity context's public face: its modules (IdentityPortsModule provides the platform's
 * SESSION_RESOLVER and USER_DIRECTORY), the guard every request passes, the queries the admin
 * dashboard and the security center read, and the commands other contexts send.
 */
export { IdentityModule } from './identity.module';
export { IdentityPortsModule } from './identity-ports.module';
export { SessionGuard } from './sessions/session.guard';
export { SessionResolution } from './sessions/session-resolution.service';
export { SessionQueries } from './sessions/queries/session-queries.service';
export { SessionSweeper } from './sessions/session-sweeper.service';
export { UserAdminQueries } from './user-admin/queries/user-admin-queries.service';
export { UserSummaryService } from './user-admin/queries/user-summary.service';
export { RegisterUserCommand } from './user-admin/commands/register-user/register-user.command';
export { SetTwoFactorRequirementCommand } from './two-factor/commands/set-two-factor-requirement/set-two-factor-requirement.command';
export { RevokeSessionCommand } from './sessions/commands/revoke-session/revoke-session.command';
// The account's stream and decider, for the sign-in bench, which measures loading it as sign-in does.
export { userDecider } from './domain/user.decider';
export { userStream } from './domain/user.events';
