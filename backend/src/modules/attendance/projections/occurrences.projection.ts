import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { REGISTER_EVENT_TYPES, type RegisterEvent } from '../domain/gathering.events';

/** One occurrence's totals: the trend chart's points. */
export type OccurrenceDocument = {
  _id: string;
  gatheringId: string;
  date: string;
  present: number;
  headcount: number;
  recordedBy: string | null;
  recordedAt: string;
  /** The register stream's revision: an event at or below it was applied already. */
  revision: number;
};

export const occurrenceId = (gatheringId: string, date: string) => `${gatheringId}_${date}`;

export const occurrencesProjection: Projection<OccurrenceDocument> = {
  name: 'attendance-occurrences',
  collection: 'gathering-occurrences',
  version: 1,
  indexes: [{ spec: { gatheringId: 1, date: 1 } }],
  canHandle: (event: RecordedEvent) => REGISTER_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => {
    const { gatheringId, date } = event.data as { gatheringId?: string; date?: string };
    return gatheringId && date ? occurrenceId(gatheringId, date) : null;
  },
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as RegisterEvent;
    const { gatheringId, date } = event.data;
    const base: OccurrenceDocument = document ?? {
      _id: occurrenceId(gatheringId, date),
      gatheringId,
      date,
      present: 0,
      headcount: 0,
      recordedBy: null,
      recordedAt: '',
      revision: -1,
    };
    const stamp = { recordedBy: recorded.metadata.actorId, recordedAt: recorded.metadata.occurredAt, revision: recorded.revision };
    switch (event.type) {
      case 'AttendanceRecorded':
        return { ...base, ...stamp, present: base.present + 1 };
      case 'HeadcountRecorded':
        return { ...base, ...stamp, headcount: event.data.count };
      default:
        return document;
    }
  },
};
