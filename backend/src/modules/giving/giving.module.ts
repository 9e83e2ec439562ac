import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { GIVING_COMMAND_HANDLERS } from './commands/giving-command-handlers';
import { BatchesController, DonationsController, FundsController, GivingTotalsController } from './giving.controller';
import { batchesProjection, donationsProjection, fundsProjection } from './projections/giving.projections';
import { GivingQueries } from './queries/giving-queries.service';
import { ONLINE_GIVING } from './online/online-giving.parts';

/** Giving: funds, gifts (split over funds, reversed but never edited) and counting teams' batches. */
@ContextModule({
  name: 'giving',
  imports: [OrganisationModule, MembersModule],
  controllers: [FundsController, DonationsController, BatchesController, GivingTotalsController, ...ONLINE_GIVING.controllers],
  providers: [GivingQueries, ...GIVING_COMMAND_HANDLERS, ...ONLINE_GIVING.providers],
  projections: [fundsProjection, donationsProjection, batchesProjection, ...ONLINE_GIVING.projections],
})
export class GivingModule {}
