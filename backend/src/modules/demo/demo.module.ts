import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { MembersModule } from '../members';
import { DemoSeeder } from './demo-seeder.service';

@Module({
  imports: [IdentityModule, MembersModule],
  providers: [DemoSeeder],
  exports: [DemoSeeder],
})
export class DemoModule {}
