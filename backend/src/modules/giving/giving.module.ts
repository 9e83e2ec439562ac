import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { GIVING_COMMAND_HANDLERS } from './commands/giving-command-handlers';
import { BatchesController, DonationsController, FundsController, GivingTotalsController } from './giving.controller';
import { batchesProjection, donationsProjection, fundsProjection } from './projections/giving.projections';
import { GivingQueries } from './queries/giving-queries.service';
import { PLEDGE_PROVIDERS } from './pledges/pledge-command-handlers';
import { CampaignsController, PledgesController } from './pledges/pledges.controller';
import { campaignsProjection } from './campaigns/projections/campaigns.projection';
import { pledgesProjection } from './pledges/projections/pledges.projection';
import { PledgeQueries } from './pledges/queries/pledge-queries.service';

/** Giving: funds, gifts (split over funds, reversed but never edited) and counting teams' batches. */
@ContextModule({
  name: 'giving',
  imports: [OrganisationModule, MembersModule],
  controllers: [FundsController, DonationsController, BatchesController, GivingTotalsController, CampaignsController, PledgesController],
  providers: [GivingQueries, ...GIVING_COMMAND_HANDLERS, PledgeQueries, ...PLEDGE_PROVIDERS],
  projections: [fundsProjection, donationsProjection, batchesProjection, campaignsProjection, pledgesProjection],
})
export class GivingModule {}
