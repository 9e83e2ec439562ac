/** The giving context's public face: its module and the commands the demo church seeds its books with. */
export { GivingModule } from './giving.module';
export { OpenFundCommand } from './commands/open-fund/open-fund.command';
export { OpenBatchCommand } from './commands/open-batch/open-batch.command';
export { RecordDonationCommand } from './commands/record-donation/record-donation.command';
export { ReverseDonationCommand } from './commands/reverse-donation/reverse-donation.command';
export { CloseBatchCommand } from './commands/close-batch/close-batch.command';
export type { DonationRecord } from './domain/giving.events';
export { GivingQueries } from './queries/giving-queries.service';
export { GIVING_EVENT_TYPES, donationStream, batchStream } from './domain/giving.events';
export { fundsProjection, donationsProjection, batchesProjection } from './projections/giving.projections';
export type { FundDocument, DonationDocument, BatchDocument } from './projections/giving.projections';
export { OpenCampaignCommand } from './campaigns/commands/open-campaign/open-campaign.command';
export { MakePledgeCommand } from './pledges/commands/make-pledge/make-pledge.command';
export { SwitchReceiptEmailsCommand } from './receipts/commands/switch-receipt-emails/switch-receipt-emails.command';
export { StatementQueries } from './statements/queries/statement-queries.service';
