import type { GatheringKind } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import type { AttendanceRecorded } from '../domain/gathering.events';

/** One person present at one occurrence: read by the occurrence (its list) and by the person (their history). */
export type AttendanceRecordDocument = {
  _id: string;
  gatheringId: string;
  kind: GatheringKind;
  date: string;
  memberId: string;
  recordedBy: string | null;
  recordedAt: string;
};

export const attendanceRecordsProjection: Projection<AttendanceRecordDocument> = {
  name: 'attendance-records',
  collection: 'attendance-records',
  version: 1,
  indexes: [{ spec: { gatheringId: 1, date: 1 } }, { spec: { memberId: 1, date: -1 } }],
  canHandle: (event: RecordedEvent) => event.type === 'AttendanceRecorded',
  documentId: (event: RecordedEvent) => {
    const { gatheringId, date, memberId } = event.data as Partial<AttendanceRecorded['data']>;
    return gatheringId && date && memberId ? `${gatheringId}_${date}_${memberId}` : null;
  },
  project(document, recorded) {
    // A person is recorded once per occurrence: the first record stands, a replay changes nothing.
    if (document) return document;
    const { gatheringId, kind, date, memberId } = recorded.data as AttendanceRecorded['data'];
    return {
      _id: `${gatheringId}_${date}_${memberId}`,
      gatheringId,
      kind,
      date,
      memberId,
      recordedBy: recorded.metadata.actorId,
      recordedAt: recorded.metadata.occurredAt,
    };
  },
};
