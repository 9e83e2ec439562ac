import { Module } from '@nestjs/common';
import { AttendanceModule } from '../attendance';
import { GroupsModule } from '../groups';
import { CareModule } from '../care';
import { EventsModule } from '../events';
import { IdentityModule } from '../identity';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { DemoGroupsSeed } from './demo-groups.seed';
import { DemoSeeder } from './demo-seeder.service';

@Module({
  imports: [IdentityModule, MembersModule, OrganisationModule, AttendanceModule, GroupsModule, CareModule, EventsModule],
  providers: [DemoSeeder, DemoGroupsSeed],
  exports: [DemoSeeder],
})
export class DemoModule {}
