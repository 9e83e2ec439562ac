import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { PreferencesModule } from '../preferences';
import { GIVING_COMMAND_HANDLERS } from './commands/giving-command-handlers';
import { BatchesController, DonationsController, FundsController, GivingTotalsController } from './giving.controller';
import { batchesProjection, donationsProjection, fundsProjection } from './projections/giving.projections';
import { GivingQueries } from './queries/giving-queries.service';
import { STATEMENTS_PART } from './statements/statements.providers';

/** Giving: funds, gifts (split over funds, reversed but never edited) and counting teams' batches. */
@ContextModule({
  name: 'giving',
  imports: [OrganisationModule, MembersModule, PreferencesModule],
  controllers: [FundsController, DonationsController, BatchesController, GivingTotalsController, ...STATEMENTS_PART.controllers],
  providers: [GivingQueries, ...GIVING_COMMAND_HANDLERS, ...STATEMENTS_PART.providers],
  projections: [fundsProjection, donationsProjection, batchesProjection, ...STATEMENTS_PART.projections],
  reactors: [...STATEMENTS_PART.reactors],
  exports: [...STATEMENTS_PART.exports],
})
export class GivingModule {}
