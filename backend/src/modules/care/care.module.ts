import { ContextModule } from '../../platform/context/context-module.decorator';
import { SecurityModule } from '../security';
import { CareSecrets } from './care-secrets.service';
import { CARE_COMMAND_HANDLERS } from './commands/care-command-handlers';
import { PrayerController } from './prayer.controller';
import { prayerRequestsProjection } from './projections/prayer-requests.projection';
import { PrayerQueriesService } from './queries/prayer-queries.service';

/** Prayer and pastoral care: what people confide, sealed at rest and opened only for those it was confided to. */
@ContextModule({
  name: 'care',
  imports: [SecurityModule],
  controllers: [PrayerController],
  providers: [CareSecrets, PrayerQueriesService, ...CARE_COMMAND_HANDLERS],
  projections: [prayerRequestsProjection],
})
export class CareModule {}
