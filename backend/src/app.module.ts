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
import { securityPolicyProjection } from './modules/identity/projections/security-policy.projection';
import { sessionsProjection } from './modules/identity/projections/sessions.projection';
import { usersProjection } from './modules/identity/projections/users.projection';
import { memberDirectoryProjection } from './modules/members/projections/member-directory.projection';
import { MembersModule } from './modules/members/members.module';
import { churchProjection } from './modules/organisation/projections/church.projection';
import { ministriesProjection } from './modules/organisation/projections/ministries.projection';
import { OrganisationModule } from './modules/organisation/organisation.module';
import { organisationSettingsProjection } from './modules/organisation/projections/organisation-settings.projection';
import { AvailabilityGuard } from './modules/organisation/availability.guard';
import { AdminModule } from './modules/admin/admin.module';
import { SearchModule } from './modules/search/search.module';
import { DiagnosticsModule } from './modules/diagnostics/diagnostics.module';
import { securityEventsProjection } from './modules/security/projections/security-events.projection';
import { SecurityModule } from './modules/security/security.module';
import { PreferencesModule } from './modules/preferences/preferences.module';
import { userPreferencesProjection } from './modules/preferences/projections/user-preferences.projection';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { notificationsProjection } from './modules/notifications/projections/notifications.projection';
import { HelpModule } from './modules/help/help.module';
import { onboardingProjection } from './modules/help/projections/onboarding.projection';
import { faqVotesProjection } from './modules/help/projections/faq-votes.projection';

/** Every read model the app keeps, in one list: the projection runner builds them all. */
export const ALL_PROJECTIONS: Projection[] = [
  churchProjection,
  ministriesProjection,
  usersProjection,
  sessionsProjection,
  memberDirectoryProjection,
  organisationSettingsProjection,
  securityPolicyProjection,
  securityEventsProjection,
  userPreferencesProjection,
  notificationsProjection,
  onboardingProjection,
  faqVotesProjection,
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
        AdminModule,
        SearchModule,
        DiagnosticsModule,
        RealtimeModule.forRoot({ imports: [IdentityModule], resolver: IdentityService }),
        SecurityModule,
        PreferencesModule,
        NotificationsModule,
        HelpModule,
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
