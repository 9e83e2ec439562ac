import type { PrayerStatus, PrayerVisibility } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { PRAYER_REQUEST_EVENT_TYPES, type PrayerRequestEvent } from '../domain/prayer-request.events';

/** A prayer request as the list reads it: its words stay sealed here; the query opens them for a permitted reader. */
export type PrayerRequestDocument = {
  _id: string;
  sealed: string;
  visibility: PrayerVisibility;
  anonymous: boolean;
  requesterId: string;
  status: PrayerStatus;
  prayedBy: string[];
  sealedPraise: string;
  submittedAt: string;
  answeredAt: string | null;
  expiresAt: string;
  revision: number;
};

export const prayerRequestsProjection: Projection<PrayerRequestDocument> = {
  name: 'prayer-requests',
  collection: 'prayer-requests',
  version: 1,
  indexes: [{ spec: { requesterId: 1 } }, { spec: { visibility: 1, expiresAt: 1 } }, { spec: { submittedAt: -1 } }],
  canHandle: (event: RecordedEvent) => PRAYER_REQUEST_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { prayerRequestId?: string }).prayerRequestId ?? null,

  project(document, recorded) {
    // A replayed event leaves the document as it is.
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as PrayerRequestEvent;
    switch (event.type) {
      case 'PrayerRequestSubmitted': {
        const { prayerRequestId, ...rest } = event.data;
        return { _id: prayerRequestId, ...rest, status: 'active', prayedBy: [], sealedPraise: '', answeredAt: null, revision: recorded.revision };
      }
      case 'PrayerRequestPrayedFor':
        if (!document) return null;
        return {
          ...document,
          prayedBy: document.prayedBy.includes(event.data.userId) ? document.prayedBy : [...document.prayedBy, event.data.userId],
          revision: recorded.revision,
        };
      case 'PrayerRequestAnswered':
        if (!document) return null;
        return { ...document, status: 'answered', sealedPraise: event.data.sealedPraise, answeredAt: event.data.answeredAt, revision: recorded.revision };
      default:
        return document;
    }
  },
};
