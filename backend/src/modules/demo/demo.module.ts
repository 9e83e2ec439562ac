import { Module } from '@nestjs/common';
import { AttendanceModule } from '../attendance';
import { IdentityModule } from '../identity';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { DemoSeeder } from './demo-seeder.service';

@Module({
  imports: [IdentityModule, MembersModule, OrganisationModule, AttendanceModule],
  providers: [DemoSeeder],
  exports: [DemoSeeder],
})
export class DemoModule {}
