import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller';
import { AuthController } from './auth.controller';
import { IdentityService } from './identity.service';
import { SessionsController } from './sessions.controller';

@Module({
  controllers: [AuthController, AdminUsersController, SessionsController],
  providers: [IdentityService],
  exports: [IdentityService],
})
export class IdentityModule {}
