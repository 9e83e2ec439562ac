import { DynamicModule, Module, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { RealtimeModule } from './platform/realtime/realtime.module';
import { ConsistencyGuard } from './platform/projections/consistency.guard';
import { AdminModule } from './modules/admin';
import { DemoModule } from './modules/demo';
import { DiagnosticsModule } from './modules/diagnostics';
import { HelpModule } from './modules/help';
import { IdentityModule, IdentityPortsModule, SessionGuard, SessionResolution } from './modules/identity';
import { GroupsModule } from './modules/groups';
import { MembersModule } from './modules/members';
import { ImportsModule } from './modules/imports';
import { DirectoryExportModule } from './modules/directory-export';
import { AttendanceModule } from './modules/attendance';
import { CareModule } from './modules/care';
import { EngagementModule } from './modules/engagement';
import { EventsModule } from './modules/events';
import { WorshipModule } from './modules/worship';
import { VolunteersModule } from './modules/volunteers';
import { GivingModule } from './modules/giving';
import { AuditModule } from './modules/audit';
import { FinanceModule } from './modules/finance';
import { MediaModule, SermonsModule } from './modules/content';
import { LivestreamModule } from './modules/livestream';
import { VendorsModule } from './modules/vendors';
import { EmailBroadcastsModule, MessagingModule } from './modules/messaging';
import { NotificationsModule } from './modules/notifications';
import { AvailabilityGuard, OrganisationModule } from './modules/organisation';
import { PreferencesModule } from './modules/preferences';
import { SearchModule } from './modules/search';
import { SecurityModule } from './modules/security';
import { ChatModule } from './modules/chat';

/** Every bounded context, one line each: a context registers its own parts (see ContextModule). */
export const CONTEXT_MODULES: readonly Type<unknown>[] = [
  OrganisationModule,
  IdentityModule,
  MembersModule,
  DirectoryExportModule,
  ImportsModule,
  AttendanceModule,
  GroupsModule,
  PreferencesModule,
  NotificationsModule,
  HelpModule,
  SecurityModule,
  SearchModule,
  AdminModule,
  DiagnosticsModule,
  CareModule,
  EngagementModule,
  EventsModule,
  WorshipModule,
  VolunteersModule,
  GivingModule,
  AuditModule,
  FinanceModule,
  SermonsModule,
  MediaModule,
  LivestreamModule,
  VendorsModule,
  MessagingModule,
  EmailBroadcastsModule,
  DemoModule,
  ChatModule,
];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config),
        ...CONTEXT_MODULES,
        IdentityPortsModule,
        RealtimeModule.forRoot({ imports: [IdentityModule], resolver: SessionResolution }),
      ],
      // Global guards run in this order: who is asking (401 before anything else), then whether
      // the organisation serves the route now (maintenance 503, a turned-off area 403), then
      // read-your-writes (a malformed X-Consistency-Position is 400, then the bounded wait).
      providers: [
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_GUARD, useClass: AvailabilityGuard },
        { provide: APP_GUARD, useClass: ConsistencyGuard },
      ],
    };
  }
}
