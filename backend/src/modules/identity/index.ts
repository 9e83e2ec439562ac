/** The identity context's public face: accounts, sessions and the guard every request passes. */
export { IdentityModule } from './identity.module';
export { IdentityService } from './identity.service';
export { UserSummaryService } from './user-summary.service';
export { SessionGuard } from './session.guard';
