import type { Money } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { GIVING_EVENT_TYPES, type BatchEvent, type DonationEvent, type DonationRecord, type FundEvent } from '../domain/giving.events';

export type FundDocument = { _id: string; name: string; sortName: string; status: 'active' | 'closed'; revision: number };

export type DonationDocument = DonationRecord & {
  _id: string;
  /** Every fund the gift went to, for the fund filter. */
  fundIds: string[];
  enteredAt: string;
  enteredBy: string | null;
  reversal: { at: string; by: string | null; reason: string; amount: Money } | null;
  revision: number;
};

export type BatchDocument = {
  _id: string;
  name: string;
  receivedOn: string;
  currency: string;
  status: 'open' | 'closed';
  giftCount: number;
  entered: number;
  countedTotal: Money | null;
  closedAt: string | null;
  closedBy: string | null;
  revision: number;
};

/** Funds by name, active and closed. */
export const fundsProjection: Projection<FundDocument> = {
  name: 'giving-funds',
  collection: 'giving-funds',
  version: 1,
  indexes: [{ spec: { sortName: 1 } }],
  canHandle: (event: RecordedEvent) => GIVING_EVENT_TYPES.fund.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { fundId?: string }).fundId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as FundEvent;
    switch (event.type) {
      case 'FundOpened':
        return { _id: event.data.fundId, name: event.data.name, sortName: event.data.name.toLowerCase(), status: 'active', revision: recorded.revision };
      case 'FundClosed':
        return document ? { ...document, status: 'closed', revision: recorded.revision } : null;
      case 'FundReopened':
        return document ? { ...document, status: 'active', revision: recorded.revision } : null;
      default:
        return document;
    }
  },
};

/** Every gift as entered, with its reversal when it has one. */
export const donationsProjection: Projection<DonationDocument> = {
  name: 'giving-donations',
  collection: 'giving-donations',
  version: 1,
  indexes: [{ spec: { receivedOn: -1 } }, { spec: { donorMemberId: 1 } }, { spec: { batchId: 1 } }, { spec: { fundIds: 1 } }],
  canHandle: (event: RecordedEvent) => GIVING_EVENT_TYPES.donation.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { donationId?: string }).donationId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as DonationEvent;
    switch (event.type) {
      case 'DonationRecorded':
        return {
          ...event.data,
          _id: event.data.donationId,
          fundIds: event.data.splits.map((split) => split.fundId),
          enteredAt: recorded.metadata.occurredAt,
          enteredBy: recorded.metadata.actorId,
          reversal: null,
          revision: recorded.revision,
        };
      case 'DonationReversed':
        if (!document) return null;
        return {
          ...document,
          reversal: { at: recorded.metadata.occurredAt, by: recorded.metadata.actorId, reason: event.data.reason, amount: event.data.amount },
          revision: recorded.revision,
        };
      default:
        return document;
    }
  },
};

/** Batches with what was entered in them and, once closed, what was counted. */
export const batchesProjection: Projection<BatchDocument> = {
  name: 'giving-batches',
  collection: 'giving-batches',
  version: 1,
  indexes: [{ spec: { receivedOn: -1 } }],
  canHandle: (event: RecordedEvent) => GIVING_EVENT_TYPES.batch.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { batchId?: string }).batchId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as BatchEvent;
    switch (event.type) {
      case 'BatchOpened':
        return {
          _id: event.data.batchId,
          name: event.data.name,
          receivedOn: event.data.receivedOn,
          currency: event.data.currency,
          status: 'open',
          giftCount: 0,
          entered: 0,
          countedTotal: null,
          closedAt: null,
          closedBy: null,
          revision: recorded.revision,
        };
      case 'BatchGiftAdded':
        if (!document) return null;
        return { ...document, giftCount: document.giftCount + 1, entered: document.entered + event.data.amount.minor, revision: recorded.revision };
      case 'BatchClosed':
        if (!document) return null;
        return {
          ...document,
          status: 'closed',
          countedTotal: event.data.countedTotal,
          closedAt: recorded.metadata.occurredAt,
          closedBy: recorded.metadata.actorId,
          revision: recorded.revision,
        };
      default:
        return document;
    }
  },
};
