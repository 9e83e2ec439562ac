import type { DonationMethod, Money } from '@koinonia/contracts';

export type FundOpened = { type: 'FundOpened'; data: { fundId: string; name: string } };
export type FundClosed = { type: 'FundClosed'; data: { fundId: string } };
export type FundReopened = { type: 'FundReopened'; data: { fundId: string } };
export type FundEvent = FundOpened | FundClosed | FundReopened;

export type DonationSplit = {
  fundId: string;
  amount: Money;
};

/** A gift as entered: never edited afterwards, only reversed. */
export type DonationRecord = {
  donationId: string;
  donorMemberId: string | null;
  donorHouseholdId: string | null;
  amount: Money;
  splits: DonationSplit[];
  method: DonationMethod;
  chequeNumber: string | null;
  inKindDescription: string | null;
  receivedOn: string;
  note: string | null;
  deductible: Money;
  batchId: string | null;
};

export type DonationRecorded = { type: 'DonationRecorded'; data: DonationRecord };
/** A reversing entry: the gift's amount taken back, with why. The gift's own event stays as it was. */
export type DonationReversed = { type: 'DonationReversed'; data: { donationId: string; reason: string; amount: Money } };
export type DonationEvent = DonationRecorded | DonationReversed;

export type BatchOpened = { type: 'BatchOpened'; data: { batchId: string; name: string; receivedOn: string; currency: string } };
/** A gift entered in the batch: the batch's stream is its lock, so a gift and the closing meet at its revision. */
export type BatchGiftAdded = { type: 'BatchGiftAdded'; data: { batchId: string; donationId: string; amount: Money } };
export type BatchClosed = { type: 'BatchClosed'; data: { batchId: string; countedTotal: Money; enteredTotal: Money } };
export type BatchEvent = BatchOpened | BatchGiftAdded | BatchClosed;

export const GIVING_EVENT_TYPES = {
  fund: new Set<string>(['FundOpened', 'FundClosed', 'FundReopened']),
  donation: new Set<string>(['DonationRecorded', 'DonationReversed']),
  batch: new Set<string>(['BatchOpened', 'BatchGiftAdded', 'BatchClosed']),
} as const;

export const fundStream = (fundId: string) => `fund-${fundId}`;
export const donationStream = (donationId: string) => `donation-${donationId}`;
export const batchStream = (batchId: string) => `batch-${batchId}`;
