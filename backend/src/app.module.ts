import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from './platform/config/app-config';
import { PlatformModule } from './platform/platform.module';
import { RealtimeModule } from './platform/realtime/realtime.module';
import { ConsistencyGuard } from './platform/projections/consistency.guard';
import type { Projection } from './platform/projections/projection.type';
import { DemoModule } from './modules/demo/demo.module';
import { IdentityModule } from './modules/identity/identity.module';
import { IdentityService } from './modules/identity/identity.service';
import { SessionGuard } from './modules/identity/session.guard';
import { sessionsProjection } from './modules/identity/projections/sessions.projection';
import { usersProjection } from './modules/identity/projections/users.projection';
import { memberDirectoryProjection } from './modules/members/projections/member-directory.projection';
import { MembersModule } from './modules/members/members.module';
import { churchProjection } from './modules/organisation/projections/church.projection';
import { ministriesProjection } from './modules/organisation/projections/ministries.projection';
import { OrganisationModule } from './modules/organisation/organisation.module';
import { securityEventsProjection } from './modules/security/projections/security-events.projection';
import { SecurityModule } from './modules/security/security.module';

/** Every read model the app keeps, in one list: the projection runner builds them all. */
export const ALL_PROJECTIONS: Projection[] = [
  churchProjection,
  ministriesProjection,
  usersProjection,
  sessionsProjection,
  memberDirectoryProjection,
  securityEventsProjection,
] as Projection[];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot(config, ALL_PROJECTIONS),
        OrganisationModule,
        IdentityModule,
        MembersModule,
        DemoModule,
        RealtimeModule.forRoot({ imports: [IdentityModule], resolver: IdentityService }),
        SecurityModule,
      ],
      // Global guards run in this order: who is asking (401 before anything else), then
      // read-your-writes (a malformed X-Consistency-Position is 400, then the bounded wait).
      providers: [
        { provide: APP_GUARD, useClass: SessionGuard },
        { provide: APP_GUARD, useClass: ConsistencyGuard },
      ],
    };
  }
}
