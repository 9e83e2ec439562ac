import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AdminUsersController } from './admin-users.controller';
import { AuthController } from './auth.controller';
import { IdentityService } from './identity.service';
import { SessionsController } from './sessions.controller';
import { SessionGuard } from './session.guard';

@Module({
  controllers: [AuthController, AdminUsersController, SessionsController],
  providers: [IdentityService, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [IdentityService],
})
export class IdentityModule {}
