import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { GivingAnalyticsController } from './giving-analytics.controller';
import { GIVING_COMMAND_HANDLERS } from './commands/giving-command-handlers';
import { BatchesController, DonationsController, FundsController, GivingTotalsController } from './giving.controller';
import { batchesProjection, donationsProjection, fundsProjection } from './projections/giving.projections';
import { GivingAnalytics } from './queries/giving-analytics.service';
import { GivingDonorNames } from './queries/giving-donor-names.service';
import { GivingQueries } from './queries/giving-queries.service';

/** Giving: funds, gifts (split over funds, reversed but never edited) and counting teams' batches. */
@ContextModule({
  name: 'giving',
  imports: [OrganisationModule, MembersModule],
  controllers: [FundsController, DonationsController, BatchesController, GivingTotalsController, GivingAnalyticsController],
  providers: [GivingQueries, GivingDonorNames, GivingAnalytics, ...GIVING_COMMAND_HANDLERS],
  // The audit replays the books and checks them against these read models.
  exports: [GivingQueries],
  projections: [fundsProjection, donationsProjection, batchesProjection],
})
export class GivingModule {}
