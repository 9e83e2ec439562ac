import { ChangeFundStatusHandler } from './change-fund-status/change-fund-status.handler';
import { CloseBatchHandler } from './close-batch/close-batch.handler';
import { OpenBatchHandler } from './open-batch/open-batch.handler';
import { OpenFundHandler } from './open-fund/open-fund.handler';
import { RecordDonationHandler } from './record-donation/record-donation.handler';
import { ReverseDonationHandler } from './reverse-donation/reverse-donation.handler';

export const GIVING_COMMAND_HANDLERS = [
  OpenFundHandler,
  ChangeFundStatusHandler,
  RecordDonationHandler,
  ReverseDonationHandler,
  OpenBatchHandler,
  CloseBatchHandler,
];
