import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import type { GroupMeetingRecorded } from '../domain/group.events';

/** One recorded meeting of a group and who came. */
export type GroupMeetingDocument = {
  _id: string;
  groupId: string;
  date: string;
  topic: string;
  attendeeIds: string[];
  recordedAt: string;
  revision: number;
};

/** Each group's meetings, newest first by date, for its attendance. */
export const groupMeetingsProjection: Projection<GroupMeetingDocument> = {
  name: 'group-meetings',
  collection: 'group-meetings',
  version: 1,
  indexes: [{ spec: { groupId: 1, date: -1 } }],
  canHandle: (event: RecordedEvent) => event.type === ('GroupMeetingRecorded' satisfies GroupMeetingRecorded['type']),
  documentId: (event: RecordedEvent) => (event.data as { meetingId?: string }).meetingId ?? null,

  project(document, recorded) {
    // A meeting is recorded once: the same event again changes nothing.
    if (document) return document;
    const { meetingId, groupId, date, topic, attendeeIds } = recorded.data as GroupMeetingRecorded['data'];
    return { _id: meetingId, groupId, date, topic, attendeeIds, recordedAt: recorded.metadata.occurredAt, revision: recorded.revision };
  },
};
