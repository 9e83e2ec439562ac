import { recorded } from '../../../testing/decider-spec.util';
import type { BatchEvent, DonationEvent } from '../domain/giving.events';
import { batchesProjection, donationsProjection } from './giving.projections';

const usd = (minor: number) => ({ minor, currency: 'USD' });
const giftId = '2d3f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const batchId = '3e4f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const fundId = '0b1f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const entered: DonationEvent = {
  type: 'DonationRecorded',
  data: {
    donationId: giftId,
    donorMemberId: null,
    donorHouseholdId: null,
    amount: usd(2500),
    splits: [{ fundId, amount: usd(2500) }],
    method: 'cash',
    chequeNumber: null,
    inKindDescription: null,
    receivedOn: '2026-03-08',
    note: null,
    deductible: usd(2500),
    batchId,
  },
};
const reversed: DonationEvent = { type: 'DonationReversed', data: { donationId: giftId, reason: 'Entered twice', amount: usd(-2500) } };

describe('the giving projections', () => {
  it('keeps a gift with its reversal, the same when an event is applied twice, and nothing for a reversal seen first', () => {
    const first = recorded(entered, `donation-${giftId}`, 0);
    const second = recorded(reversed, `donation-${giftId}`, 1, '2026-11-23T09:00:00.000Z');
    const once = donationsProjection.project(donationsProjection.project(null, first), second);
    const twice = donationsProjection.project(donationsProjection.project(once, first), second);
    expect(twice).toEqual(once);
    expect(once).toMatchObject({
      fundIds: [fundId],
      enteredBy: 'user-1',
      reversal: { at: '2026-11-23T09:00:00.000Z', reason: 'Entered twice', amount: usd(-2500) },
    });
    expect(donationsProjection.project(null, second)).toBeNull();
  });

  it("adds up a batch's gifts once each, and keeps the count it closed with", () => {
    const events: BatchEvent[] = [
      { type: 'BatchOpened', data: { batchId, name: 'Sunday', receivedOn: '2026-03-08', currency: 'USD' } },
      { type: 'BatchGiftAdded', data: { batchId, donationId: giftId, amount: usd(2500) } },
      { type: 'BatchGiftAdded', data: { batchId, donationId: fundId, amount: usd(1000) } },
      { type: 'BatchClosed', data: { batchId, countedTotal: usd(3500), enteredTotal: usd(3500) } },
    ];
    const stream = events.map((event, revision) => recorded(event, `batch-${batchId}`, revision));
    const batch = stream.reduce(batchesProjection.project, null);
    expect(stream.reduce(batchesProjection.project, batch)).toEqual(batch);
    expect(batch).toMatchObject({ status: 'closed', giftCount: 2, entered: 3500, countedTotal: usd(3500) });
  });
});
