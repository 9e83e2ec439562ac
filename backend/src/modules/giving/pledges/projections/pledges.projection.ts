import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection.type';
import { PLEDGE_EVENT_TYPES, type PledgeEvent, type PledgeRecord } from '../domain/pledge.events';

export type PledgeDocument = Omit<PledgeRecord, 'pledgeId'> & {
  _id: string;
  status: 'active' | 'cancelled';
  madeAt: string;
  revision: number;
};

/** Pledges with their current amount; given-toward is computed from the gifts when read. */
export const pledgesProjection: Projection<PledgeDocument> = {
  name: 'giving-pledges',
  collection: 'giving-pledges',
  version: 1,
  indexes: [{ spec: { campaignId: 1 } }, { spec: { pledgerMemberId: 1 } }, { spec: { pledgerHouseholdId: 1 } }],
  canHandle: (event: RecordedEvent) => PLEDGE_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { pledgeId?: string }).pledgeId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as PledgeEvent;
    switch (event.type) {
      case 'PledgeMade': {
        const { pledgeId, ...pledge } = event.data;
        return { _id: pledgeId, ...pledge, status: 'active', madeAt: recorded.metadata.occurredAt, revision: recorded.revision };
      }
      case 'PledgeChanged':
        return document ? { ...document, amount: event.data.amount, revision: recorded.revision } : null;
      case 'PledgeCancelled':
        return document ? { ...document, status: 'cancelled', revision: recorded.revision } : null;
      default:
        return document;
    }
  },
};
