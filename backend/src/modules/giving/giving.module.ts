import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { GivingAnalyticsController } from './giving-analytics.controller';
import { PreferencesModule } from '../preferences';
import { GIVING_COMMAND_HANDLERS } from './commands/giving-command-handlers';
import { BatchesController, DonationsController, FundsController, GivingTotalsController } from './giving.controller';
import { batchesProjection, donationsProjection, fundsProjection } from './projections/giving.projections';
import { GivingAnalytics } from './queries/giving-analytics.service';
import { GivingDonorNames } from './queries/giving-donor-names.service';
import { GivingQueries } from './queries/giving-queries.service';
import { PLEDGE_PROVIDERS } from './pledges/pledge-command-handlers';
import { CampaignsController, PledgesController } from './pledges/pledges.controller';
import { campaignsProjection } from './campaigns/projections/campaigns.projection';
import { pledgesProjection } from './pledges/projections/pledges.projection';
import { PledgeQueries } from './pledges/queries/pledge-queries.service';
import { RECEIPT_PROVIDERS } from './receipts/receipt-providers';
import { ReceiptMailReactor } from './receipts/receipt-mail.reactor';
import { ReceiptsController } from './receipts/receipts.controller';
import { STATEMENTS_PART } from './statements/statements.providers';
import { ONLINE_GIVING } from './online/online-giving.parts';

/** Giving: funds, gifts (split over funds, reversed but never edited) and counting teams' batches. */
@ContextModule({
  name: 'giving',
  imports: [OrganisationModule, MembersModule, PreferencesModule],
  controllers: [
    FundsController,
    DonationsController,
    BatchesController,
    GivingTotalsController,
    GivingAnalyticsController,
    CampaignsController,
    PledgesController,
    ReceiptsController,
    ...STATEMENTS_PART.controllers,
    ...ONLINE_GIVING.controllers,
  ],
  providers: [
    GivingQueries,
    GivingDonorNames,
    GivingAnalytics,
    ...GIVING_COMMAND_HANDLERS,
    PledgeQueries,
    ...PLEDGE_PROVIDERS,
    ...RECEIPT_PROVIDERS,
    ...STATEMENTS_PART.providers,
    ...ONLINE_GIVING.providers,
  ],
  // The audit replays the books and checks them against these read models, and lists a gift's statements.
  exports: [GivingQueries, ...STATEMENTS_PART.exports],
  projections: [
    fundsProjection,
    donationsProjection,
    batchesProjection,
    campaignsProjection,
    pledgesProjection,
    ...STATEMENTS_PART.projections,
    ...ONLINE_GIVING.projections,
  ],
  reactors: [ReceiptMailReactor, ...STATEMENTS_PART.reactors],
})
export class GivingModule {}
