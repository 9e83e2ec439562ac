import { VALIDATION_MESSAGES, type FieldError } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { DonationEvent, DonationRecord } from './giving.events';

export type DonationCommand =
  /** `churchCurrency`: the books' currency, every amount of the gift must be in it. */
  { type: 'RecordDonation'; donation: DonationRecord; churchCurrency: string } | { type: 'ReverseDonation'; donationId: string; reason: string };

export interface DonationState {
  status: 'none' | 'recorded' | 'reversed';
  donation: DonationRecord | null;
}

function problemsOf(donation: DonationRecord, churchCurrency: string): FieldError[] {
  const fields: FieldError[] = [];
  if (donation.amount.currency !== churchCurrency) fields.push({ field: 'amount.currency', message: VALIDATION_MESSAGES.choice });
  if (donation.amount.minor <= 0) fields.push({ field: 'amount.minor', message: VALIDATION_MESSAGES.choice });
  donation.splits.forEach((split, index) => {
    if (split.amount.currency !== churchCurrency) fields.push({ field: `splits.${index}.amount.currency`, message: VALIDATION_MESSAGES.choice });
    if (split.amount.minor <= 0) fields.push({ field: `splits.${index}.amount.minor`, message: VALIDATION_MESSAGES.choice });
  });
  if (new Set(donation.splits.map((split) => split.fundId)).size !== donation.splits.length)
    fields.push({ field: 'splits', message: VALIDATION_MESSAGES.choice });
  if (donation.deductible.minor < 0 || donation.deductible.minor > donation.amount.minor)
    fields.push({ field: 'deductible', message: VALIDATION_MESSAGES.choice });
  if (donation.method === 'in-kind' && !donation.inKindDescription) fields.push({ field: 'inKindDescription', message: VALIDATION_MESSAGES.required });
  return fields;
}

/** One gift: entered once, in the church's currency, its fund parts adding up to it; corrected only by a reversal. */
export const donationDecider: Decider<DonationState, DonationCommand, DonationEvent> = {
  initialState: () => ({ status: 'none', donation: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'DonationRecorded':
        return { status: 'recorded', donation: event.data };
      case 'DonationReversed':
        return { ...state, status: 'reversed' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordDonation': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        const problems = problemsOf(command.donation, command.churchCurrency);
        if (problems.length > 0) throw DomainError.validation(problems);
        const split = command.donation.splits.reduce((sum, part) => sum + part.amount.minor, 0);
        if (split !== command.donation.amount.minor) {
          throw new DomainError('DONATION_SPLITS_MISMATCH', {
            amount: command.donation.amount,
            splitTotal: { minor: split, currency: command.donation.amount.currency },
          });
        }
        return [{ type: 'DonationRecorded', data: command.donation }];
      }
      case 'ReverseDonation': {
        if (state.status === 'none' || !state.donation) throw new DomainError('NOT_FOUND');
        if (state.status === 'reversed') throw new DomainError('DONATION_ALREADY_REVERSED');
        const { amount } = state.donation;
        return [
          {
            type: 'DonationReversed',
            data: { donationId: command.donationId, reason: command.reason, amount: { minor: -amount.minor, currency: amount.currency } },
          },
        ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown donation command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
