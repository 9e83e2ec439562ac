import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { AccountController } from './account.controller';
import { AccountPasswordService } from './account-password.service';
import { AdminUsersController } from './admin-users.controller';
import { AuthController } from './auth.controller';
import { IdentityService } from './identity.service';
import { InvitationsService } from './invitations.service';
import { SessionsController } from './sessions.controller';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorService } from './two-factor.service';
import { UserAdminService } from './user-admin.service';

@Module({
  imports: [MembersModule],
  controllers: [AuthController, AccountController, TwoFactorController, AdminUsersController, SessionsController],
  providers: [IdentityService, AccountPasswordService, InvitationsService, TwoFactorService, UserAdminService],
  exports: [IdentityService],
})
export class IdentityModule {}
