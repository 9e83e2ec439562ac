import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module';
import { MembersModule } from '../members/members.module';
import { DemoSeeder } from './demo-seeder.service';

@Module({
  imports: [IdentityModule, MembersModule],
  providers: [DemoSeeder],
  exports: [DemoSeeder],
})
export class DemoModule {}
