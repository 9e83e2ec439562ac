import { Module } from '@nestjs/common';
import { AdminAuthController } from './admin-auth.controller';
import { MembersModule } from '../members/members.module';
import { PreferencesModule } from '../preferences/preferences.module';
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

@Module({
  imports: [MembersModule, PreferencesModule],
  controllers: [AuthController, AccountController, TwoFactorController, AdminUsersController, SessionsController, AdminAuthController],
  providers: [IdentityService, AccountPasswordService, InvitationsService, TwoFactorService, UserAdminService, SignInLimits, UserSummaryService],
  exports: [IdentityService, UserSummaryService],
})
export class IdentityModule {}
