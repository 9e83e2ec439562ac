import type { CareRequestType, CareStatus, CareUrgency } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { CARE_REQUEST_EVENT_TYPES, type CareRequestEvent } from '../domain/care-request.events';

export type CareRequestDocument = {
  _id: string;
  requestType: CareRequestType;
  urgency: CareUrgency;
  status: CareStatus;
  memberId: string;
  assignedTo: string | null;
  followUpOn: string | null;
  remindedFor: string | null;
  openedAt: string;
  updatedAt: string;
  revision: number;
};

export const careRequestsProjection: Projection<CareRequestDocument> = {
  name: 'care-requests',
  collection: 'care-requests',
  version: 1,
  indexes: [{ spec: { memberId: 1 } }, { spec: { status: 1, followUpOn: 1 } }, { spec: { openedAt: -1 } }],
  canHandle: (event: RecordedEvent) => CARE_REQUEST_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { careRequestId?: string }).careRequestId ?? null,

  project(document, recorded) {
    // A replayed event leaves the document as it is.
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as CareRequestEvent;
    const updatedAt = recorded.metadata.occurredAt;
    if (event.type === 'CareRequestOpened') {
      const { careRequestId, openedAt, ...rest } = event.data;
      return { _id: careRequestId, ...rest, status: 'open', remindedFor: null, openedAt, updatedAt: openedAt, revision: recorded.revision };
    }
    if (!document) return null;
    const next = { ...document, updatedAt, revision: recorded.revision };
    switch (event.type) {
      case 'CareRequestStatusChanged':
        return { ...next, status: event.data.to };
      case 'CareRequestUrgencyChanged':
        return { ...next, urgency: event.data.urgency };
      case 'CareRequestAssigned':
        return { ...next, assignedTo: event.data.assignedTo };
      case 'CareFollowUpScheduled':
        return { ...next, followUpOn: event.data.followUpOn };
      case 'CareFollowUpDue':
        // A reminder is not a change a person made: the request keeps its last update time.
        return { ...next, updatedAt: document.updatedAt, remindedFor: event.data.followUpOn };
      default:
        return document;
    }
  },
};
