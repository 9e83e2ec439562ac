import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { CHECK_IN_EVENT_TYPES, type CheckInEvent } from '../domain/check-in.events';

/** One child's stay in a room: who brought them, who collected them, and any refused collection. */
export type CustodyDocument = {
  _id: string;
  checkInId: string;
  memberId: string;
  childName: string;
  roomId: string;
  roomName: string;
  guardian: string;
  /** Kept to reprint labels; never part of the trail the report shows. */
  securityCode: string;
  allergies: string;
  medicalNotes: string;
  /** The day of the check-in (UTC), what the report's date filter reads. */
  date: string;
  checkedInAt: string;
  checkedInBy: string | null;
  checkedOutAt: string | null;
  checkedOutBy: string | null;
  collectedBy: string | null;
  inCare: boolean;
  refusals: Array<{ at: string; by: string | null; collectedBy: string }>;
  revision: number;
};

export const custodyId = (checkInId: string, memberId: string) => `${checkInId}_${memberId}`;

export const custodyProjection: Projection<CustodyDocument> = {
  name: 'attendance-custody',
  collection: 'check-in-custody',
  version: 1,
  indexes: [{ spec: { date: 1 } }, { spec: { memberId: 1, checkedInAt: -1 } }, { spec: { inCare: 1 } }, { spec: { checkInId: 1 } }],
  canHandle: (event: RecordedEvent) => CHECK_IN_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => {
    const { checkInId, memberId } = event.data as { checkInId?: string; memberId?: string };
    return checkInId && memberId ? custodyId(checkInId, memberId) : null;
  },
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as CheckInEvent;
    const { actorId, occurredAt } = recorded.metadata;
    switch (event.type) {
      case 'ChildCheckedIn':
        return {
          _id: custodyId(event.data.checkInId, event.data.memberId),
          ...event.data,
          date: occurredAt.slice(0, 10),
          checkedInAt: occurredAt,
          checkedInBy: actorId,
          checkedOutAt: null,
          checkedOutBy: null,
          collectedBy: null,
          inCare: true,
          refusals: [],
          revision: recorded.revision,
        };
      case 'ChildCheckedOut':
        if (!document) return null;
        return {
          ...document,
          checkedOutAt: occurredAt,
          checkedOutBy: actorId,
          collectedBy: event.data.collectedBy,
          inCare: false,
          revision: recorded.revision,
        };
      case 'ChildCheckOutRefused':
        if (!document) return null;
        return {
          ...document,
          refusals: [...document.refusals, { at: occurredAt, by: actorId, collectedBy: event.data.collectedBy }],
          revision: recorded.revision,
        };
      default:
        return document;
    }
  },
};
