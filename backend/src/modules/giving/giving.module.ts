import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { GIVING_COMMAND_HANDLERS } from './commands/giving-command-handlers';
import { BatchesController, DonationsController, FundsController, GivingTotalsController } from './giving.controller';
import { batchesProjection, donationsProjection, fundsProjection } from './projections/giving.projections';
import { GivingQueries } from './queries/giving-queries.service';

/** Giving: funds, gifts (split over funds, reversed but never edited) and counting teams' batches. */
@ContextModule({
  name: 'giving',
  imports: [OrganisationModule, MembersModule],
  controllers: [FundsController, DonationsController, BatchesController, GivingTotalsController],
  providers: [GivingQueries, ...GIVING_COMMAND_HANDLERS],
  // The audit replays the books and checks them against these read models.
  exports: [GivingQueries],
  projections: [fundsProjection, donationsProjection, batchesProjection],
})
export class GivingModule {}
