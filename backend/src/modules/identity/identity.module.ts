import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller';
import { AdminUsersController } from './admin-users.controller';
import { AuthController } from './auth.controller';
import { IdentityService } from './identity.service';
import { SessionsController } from './sessions.controller';
import { SignInLimits } from './sign-in-limits.service';
import { UserSummaryService } from './user-summary.service';

@Module({
  controllers: [AuthController, AdminUsersController, SessionsController, AdminAuthController],
  providers: [IdentityService, SignInLimits, UserSummaryService],
  exports: [IdentityService, UserSummaryService],
})
export class IdentityModule {}
