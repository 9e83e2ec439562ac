import type { Document } from '../../../platform/read-store/read-store.port';
import type { BatchDocument, FundDocument } from '../../giving';
import type { GivingFold } from './giving-fold.util';

/** The read-store collection the ledger keeps its snapshots and its head in (audit's own, not a projection's). */
export const SNAPSHOTS_COLLECTION = 'audit-giving-snapshots';
/** Bump it when the fold changes meaning: the stored snapshots are then dropped and rebuilt from the events. */
export const SNAPSHOT_VERSION = 1;
export const HEAD_ID = 'head';

/** Where a snapshot stands in the log: `count` giving events folded, the last at `position`, the latest time recorded on them. */
export type SnapshotMark = { count: number; entered: number; position: bigint; latestAt: number | null };

/** A fold as a read-store document: maps as arrays, the position as a string (a bigint is no JSON). */
export interface SnapshotDocument extends Document {
  kind: 'snapshot' | 'head';
  version: number;
  currency: string;
  /** Every SNAPSHOT_EVERY giving events; the head's is its own. */
  every: number;
  count: number;
  entered: number;
  position: string;
  latestAt: number | null;
  /** The head only: the last event read, giving or not. */
  cursor?: string;
  fold: {
    funds: FundDocument[];
    batches: BatchDocument[];
    byFund: { fundId: string; minor: number; giftCount: number }[];
    total: number;
    giftCount: number;
    reversedCount: number;
  };
}

/** A snapshot's id sorts as its count does. */
export const snapshotId = (count: number) => `snapshot-${String(count).padStart(12, '0')}`;

export function toSnapshot(mark: SnapshotMark, fold: GivingFold, meta: { currency: string; every: number }): SnapshotDocument {
  return {
    _id: snapshotId(mark.count),
    kind: 'snapshot',
    version: SNAPSHOT_VERSION,
    currency: meta.currency,
    every: meta.every,
    count: mark.count,
    entered: mark.entered,
    position: mark.position.toString(),
    latestAt: mark.latestAt,
    fold: {
      funds: [...fold.funds.values()],
      batches: [...fold.batches.values()],
      byFund: [...fold.byFund].map(([fundId, sum]) => ({ fundId, minor: sum.minor, giftCount: sum.giftCount })),
      total: fold.total,
      giftCount: fold.giftCount,
      reversedCount: fold.reversedCount,
    },
  };
}

export function fromSnapshot(document: SnapshotDocument): GivingFold {
  const { fold } = document;
  return {
    funds: new Map(fold.funds.map((fund) => [fund._id, fund])),
    batches: new Map(fold.batches.map((batch) => [batch._id, batch])),
    byFund: new Map(fold.byFund.map((sum) => [sum.fundId, { minor: sum.minor, giftCount: sum.giftCount }])),
    total: fold.total,
    giftCount: fold.giftCount,
    reversedCount: fold.reversedCount,
    entered: document.entered,
  };
}

export const markOf = (document: SnapshotDocument): SnapshotMark => ({
  count: document.count,
  entered: document.entered,
  position: BigInt(document.position),
  latestAt: document.latestAt,
});
