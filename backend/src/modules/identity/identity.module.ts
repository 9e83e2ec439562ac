import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthController } from './auth.controller';
import { IdentityService } from './identity.service';
import { SessionGuard } from './session.guard';

@Module({
  controllers: [AuthController],
  providers: [IdentityService, { provide: APP_GUARD, useClass: SessionGuard }],
  exports: [IdentityService],
})
export class IdentityModule {}
