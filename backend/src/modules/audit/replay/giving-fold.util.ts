import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import {
  batchesProjection,
  donationsProjection,
  fundsProjection,
  GIVING_EVENT_TYPES,
  type BatchDocument,
  type DonationDocument,
  type FundDocument,
} from '../../giving';

/** Is this one of the events the giving books are made of? */
export const isGivingEvent = (event: RecordedEvent) =>
  GIVING_EVENT_TYPES.fund.has(event.type) || GIVING_EVENT_TYPES.donation.has(event.type) || GIVING_EVENT_TYPES.batch.has(event.type);

/** One fund's running total: the fund parts of the gifts not reversed. */
export type FundSum = { minor: number; giftCount: number };

/**
 * The books folded up to some event: funds and batches as giving's own projections make them, and
 * the totals by fund as giving's totals query counts them (in the church's currency, a reversed gift
 * counting nothing). Small whatever the number of gifts, so it can be copied into a snapshot.
 */
export type GivingFold = {
  funds: Map<string, FundDocument>;
  batches: Map<string, BatchDocument>;
  byFund: Map<string, FundSum>;
  total: number;
  giftCount: number;
  reversedCount: number;
  /** Every gift entered so far, reversed or not, in any currency: the gifts known at this point of the log. */
  entered: number;
};

export const emptyFold = (): GivingFold => ({ funds: new Map(), batches: new Map(), byFund: new Map(), total: 0, giftCount: 0, reversedCount: 0, entered: 0 });

export const copyFold = (fold: GivingFold): GivingFold => ({
  funds: new Map(fold.funds),
  batches: new Map(fold.batches),
  byFund: new Map([...fold.byFund].map(([id, sum]) => [id, { ...sum }])),
  total: fold.total,
  giftCount: fold.giftCount,
  reversedCount: fold.reversedCount,
  entered: fold.entered,
});

/** What a gift document adds to the totals: its fund parts, or nothing once reversed or in another currency. */
function counts(gift: DonationDocument | null, currency: string): boolean {
  return gift !== null && gift.reversal === null && gift.amount.currency === currency;
}

/**
 * Applies one giving event to the fold, through giving's own projection logic. `gift` is the gift's
 * document before the event (null for its first); the answer is its document after, for the caller
 * to keep. Totals move by the difference the event made to what the gift counts.
 */
export function applyGivingEvent(fold: GivingFold, event: RecordedEvent, gift: DonationDocument | null, currency: string): DonationDocument | null {
  if (fundsProjection.canHandle(event)) {
    const id = fundsProjection.documentId(event);
    if (id === null) return null;
    const next = fundsProjection.project(fold.funds.get(id) ?? null, event);
    if (next) fold.funds.set(id, next);
    return null;
  }
  if (batchesProjection.canHandle(event)) {
    const id = batchesProjection.documentId(event);
    if (id === null) return null;
    const next = batchesProjection.project(fold.batches.get(id) ?? null, event);
    if (next) fold.batches.set(id, next);
    return null;
  }
  if (!donationsProjection.canHandle(event)) return gift;
  const after = donationsProjection.project(gift, event);
  const before = counts(gift, currency);
  const now = counts(after, currency);
  if (before !== now) {
    const sign = now ? 1 : -1;
    const counted = (now ? after : gift)!;
    for (const split of counted.splits) {
      const sum = fold.byFund.get(split.fundId) ?? { minor: 0, giftCount: 0 };
      fold.byFund.set(split.fundId, { minor: sum.minor + sign * split.amount.minor, giftCount: sum.giftCount + sign });
    }
    fold.total += sign * counted.amount.minor;
    fold.giftCount += sign;
  }
  if (gift !== null && gift.reversal === null && after?.reversal) fold.reversedCount += 1;
  if (after && event.type === 'DonationRecorded') fold.entered += 1;
  return after;
}
