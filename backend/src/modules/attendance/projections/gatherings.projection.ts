import type { GatheringKind, GatheringRepeat } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { GATHERING_EVENT_TYPES, type GatheringEvent } from '../domain/gathering.events';

export type GatheringDocument = {
  _id: string;
  name: string;
  sortName: string;
  kind: GatheringKind;
  startsAt: string;
  repeat: GatheringRepeat;
  rrule: string | null;
  revision: number;
};

/** The church's gatherings, as the list and each gathering's page read them. */
export const gatheringsProjection: Projection<GatheringDocument> = {
  name: 'attendance-gatherings',
  collection: 'gatherings',
  version: 1,
  indexes: [{ spec: { sortName: 1 } }],
  canHandle: (event: RecordedEvent) => GATHERING_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { gatheringId?: string }).gatheringId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as GatheringEvent;
    switch (event.type) {
      case 'GatheringScheduled': {
        const { gatheringId, ...rest } = event.data;
        return { _id: gatheringId, ...rest, sortName: rest.name.toLowerCase(), revision: recorded.revision };
      }
      default:
        return document;
    }
  },
};
