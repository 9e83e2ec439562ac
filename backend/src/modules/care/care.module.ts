import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { SecurityModule } from '../security';
import { CareController } from './care.controller';
import { CareFollowUpReminders } from './care-follow-up-reminders.service';
import { CARE_NOTIFICATION_SOURCES } from './care-reminders.notification';
import { CareSecrets } from './care-secrets.service';
import { CareChecks } from './commands/care-checks.service';
import { CARE_COMMAND_HANDLERS } from './commands/care-command-handlers';
import { PrayerController } from './prayer.controller';
import { careCommunicationsProjection, pastoralNotesProjection } from './projections/care-records.projection';
import { careRequestsProjection } from './projections/care-requests.projection';
import { prayerRequestsProjection } from './projections/prayer-requests.projection';
import { CareQueriesService } from './queries/care-queries.service';
import { PrayerQueriesService } from './queries/prayer-queries.service';

/**
 * Prayer and pastoral care: what people confide, sealed at rest and opened only for those it was
 * confided to (reads of pastoral-only prayer requests and of notes go to the security log).
 */
@ContextModule({
  name: 'care',
  imports: [SecurityModule, MembersModule],
  controllers: [PrayerController, CareController],
  providers: [CareSecrets, CareChecks, PrayerQueriesService, CareQueriesService, CareFollowUpReminders, ...CARE_COMMAND_HANDLERS],
  projections: [prayerRequestsProjection, careRequestsProjection, pastoralNotesProjection, careCommunicationsProjection],
  notificationSources: CARE_NOTIFICATION_SOURCES,
})
export class CareModule {}
