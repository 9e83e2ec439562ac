import type { Money } from '@koinonia/contracts';
import { deciderSpec } from '../../../testing/decider-spec.util';
import { batchDecider } from './batch.decider';
import { donationDecider } from './donation.decider';
import { fundDecider } from './fund.decider';
import type { BatchEvent, DonationEvent, DonationRecord, FundEvent } from './giving.events';

const usd = (minor: number): Money => ({ minor, currency: 'USD' });
const general = '0b1f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const missions = '1c2f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const giftId = '2d3f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const batchId = '3e4f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const gift = (changes: Partial<DonationRecord> = {}): DonationRecord => ({
  donationId: giftId,
  donorMemberId: null,
  donorHouseholdId: null,
  amount: usd(15000),
  splits: [
    { fundId: general, amount: usd(10000) },
    { fundId: missions, amount: usd(5000) },
  ],
  method: 'cheque',
  chequeNumber: '1042',
  inKindDescription: null,
  receivedOn: '2026-03-08',
  note: null,
  deductible: usd(15000),
  batchId: null,
  ...changes,
});
const recorded: DonationEvent = { type: 'DonationRecorded', data: gift() };

describe('the fund decider', () => {
  const spec = deciderSpec(fundDecider);
  const opened: FundEvent = { type: 'FundOpened', data: { fundId: general, name: 'General' } };
  const closed: FundEvent = { type: 'FundClosed', data: { fundId: general } };

  it('opens a fund once, closes and reopens it, recording nothing when already so', () => {
    spec.given([]).when({ type: 'OpenFund', fundId: general, name: 'General' }).then([opened]);
    spec.given([opened]).when({ type: 'OpenFund', fundId: general, name: 'General' }).thenThrows('CONCURRENCY_CONFLICT');
    spec.given([opened]).when({ type: 'CloseFund', fundId: general }).then([closed]);
    spec.given([opened, closed]).when({ type: 'CloseFund', fundId: general }).thenNothing();
    spec
      .given([opened, closed])
      .when({ type: 'ReopenFund', fundId: general })
      .then([{ type: 'FundReopened', data: { fundId: general } }]);
    spec.given([opened]).when({ type: 'ReopenFund', fundId: general }).thenNothing();
    spec.given([]).when({ type: 'CloseFund', fundId: general }).thenThrows('NOT_FOUND');
  });
});

describe('the donation decider', () => {
  const spec = deciderSpec(donationDecider);

  it('records a gift split over funds when the parts add up to it, in the church currency', () => {
    spec.given([]).when({ type: 'RecordDonation', donation: gift(), churchCurrency: 'USD' }).then([recorded]);
  });

  it('refuses parts that do not add up, another currency, a deductible part above the gift, an in-kind gift without description', () => {
    const short = gift({ splits: [{ fundId: general, amount: usd(10000) }] });
    spec.given([]).when({ type: 'RecordDonation', donation: short, churchCurrency: 'USD' }).thenThrows('DONATION_SPLITS_MISMATCH');
    spec.given([]).when({ type: 'RecordDonation', donation: gift(), churchCurrency: 'EUR' }).thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when({ type: 'RecordDonation', donation: gift({ deductible: usd(15001) }), churchCurrency: 'USD' })
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when({ type: 'RecordDonation', donation: gift({ method: 'in-kind', inKindDescription: null }), churchCurrency: 'USD' })
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when({ type: 'RecordDonation', donation: gift({ amount: usd(0), splits: [{ fundId: general, amount: usd(0) }] }), churchCurrency: 'USD' })
      .thenThrows('VALIDATION_ERROR');
  });

  it('reverses a gift with a reason, by a new entry taking the whole amount back, once only', () => {
    const reversed: DonationEvent = { type: 'DonationReversed', data: { donationId: giftId, reason: 'Cheque bounced', amount: usd(-15000) } };
    spec.given([recorded]).when({ type: 'ReverseDonation', donationId: giftId, reason: 'Cheque bounced' }).then([reversed]);
    spec.given([recorded, reversed]).when({ type: 'ReverseDonation', donationId: giftId, reason: 'Again' }).thenThrows('DONATION_ALREADY_REVERSED');
    spec.given([]).when({ type: 'ReverseDonation', donationId: giftId, reason: 'Nothing there' }).thenThrows('NOT_FOUND');
  });
});

describe('the batch decider', () => {
  const spec = deciderSpec(batchDecider);
  const opened: BatchEvent = { type: 'BatchOpened', data: { batchId, name: 'Sunday 8 March', receivedOn: '2026-03-08', currency: 'USD' } };
  const added = (donationId: string, minor: number): BatchEvent => ({ type: 'BatchGiftAdded', data: { batchId, donationId, amount: usd(minor) } });
  const closed: BatchEvent = { type: 'BatchClosed', data: { batchId, countedTotal: usd(17500), enteredTotal: usd(17500) } };

  it('takes gifts while open, once each', () => {
    spec
      .given([opened])
      .when({ type: 'AddGiftToBatch', batchId, donationId: giftId, amount: usd(15000) })
      .then([added(giftId, 15000)]);
    spec
      .given([opened, added(giftId, 15000)])
      .when({ type: 'AddGiftToBatch', batchId, donationId: giftId, amount: usd(15000) })
      .thenNothing();
  });

  it('closes when entered equals counted, and refuses a count that does not reconcile, saying both', () => {
    const given = spec.given([opened, added(giftId, 15000), added(general, 2500)]);
    given.when({ type: 'CloseBatch', batchId, countedTotal: usd(17500) }).then([closed]);
    given.when({ type: 'CloseBatch', batchId, countedTotal: usd(17000) }).thenThrows('BATCH_NOT_RECONCILED');
    const refusal = (() => {
      try {
        batchDecider.decide(
          { type: 'CloseBatch', batchId, countedTotal: usd(17000) },
          [opened, added(giftId, 17500)].reduce(batchDecider.evolve, batchDecider.initialState()),
          {
            now: '',
            actorId: null,
          },
        );
      } catch (error) {
        return error as { details: unknown };
      }
      return null;
    })();
    expect(refusal?.details).toEqual({ entered: usd(17500), counted: usd(17000) });
  });

  it('is locked once closed: no gift, no second closing', () => {
    spec
      .given([opened, added(giftId, 17500), closed])
      .when({ type: 'AddGiftToBatch', batchId, donationId: missions, amount: usd(100) })
      .thenThrows('BATCH_CLOSED');
    spec
      .given([opened, added(giftId, 17500), closed])
      .when({ type: 'CloseBatch', batchId, countedTotal: usd(17500) })
      .thenThrows('BATCH_CLOSED');
    spec
      .given([])
      .when({ type: 'AddGiftToBatch', batchId, donationId: giftId, amount: usd(1) })
      .thenThrows('NOT_FOUND');
  });
});
