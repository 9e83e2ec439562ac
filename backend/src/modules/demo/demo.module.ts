import { Module } from '@nestjs/common';
import { AttendanceModule } from '../attendance';
import { GroupsModule } from '../groups';
import { CareModule } from '../care';
import { EventsModule } from '../events';
import { VolunteersModule } from '../volunteers';
import { IdentityModule } from '../identity';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { GivingModule } from '../giving';
import { LivestreamModule } from '../livestream';
import { EmailBroadcastsModule } from '../messaging';
import { DemoFinanceSeed } from './demo-finance.seed';
import { DemoAnnouncementsSeed } from './demo-announcements.seed';
import { DemoChatSeed } from './demo-chat.seed';
import { DemoGroupsSeed } from './demo-groups.seed';
import { DemoSeeder } from './demo-seeder.service';
import { DemoVolunteersSeed } from './demo-volunteers.seed';

@Module({
  imports: [
    IdentityModule,
    MembersModule,
    OrganisationModule,
    AttendanceModule,
    GroupsModule,
    CareModule,
    EventsModule,
    VolunteersModule,
    GivingModule,
    LivestreamModule,
    EmailBroadcastsModule,
  ],
  providers: [DemoSeeder, DemoGroupsSeed, DemoVolunteersSeed, DemoFinanceSeed, DemoChatSeed, DemoAnnouncementsSeed],
  exports: [DemoSeeder],
})
export class DemoModule {}
