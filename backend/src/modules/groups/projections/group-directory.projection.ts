import { GROUP_MEETING_DAYS, type GroupStatus } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { GROUP_EVENT_TYPES, type GroupDetails, type GroupEvent } from '../domain/group.events';

/** One group as the list and its page read it: its details, who is in it, and what search and filters need. */
export type GroupDocument = GroupDetails & {
  _id: string;
  status: GroupStatus;
  memberIds: string[];
  pendingIds: string[];
  memberCount: number;
  full: boolean;
  /** Active, open and not full: what "open only" lists. */
  takingRequests: boolean;
  /** Monday 1 … Sunday 7, 8 for no day: the list's day order. */
  dayOrder: number;
  sortName: string;
  /** Lower-case name, description, place, ministry, campus and tags: what the search looks in. */
  searchText: string;
  updatedAt: string;
  revision: number;
};

type Derived = 'memberCount' | 'full' | 'takingRequests' | 'dayOrder' | 'sortName' | 'searchText';

function withDerived(document: Omit<GroupDocument, Derived>): GroupDocument {
  const memberCount = document.memberIds.length;
  const full = document.capacity !== null && memberCount >= document.capacity;
  const words = [document.name, document.description, document.place, document.ministry, document.campus, ...document.tags];
  return {
    ...document,
    memberCount,
    full,
    takingRequests: document.status === 'active' && document.openness === 'open' && !full,
    dayOrder: document.meetingDay === null ? 8 : GROUP_MEETING_DAYS.indexOf(document.meetingDay) + 1,
    sortName: document.name.toLowerCase(),
    searchText: words.filter(Boolean).join(' ').toLowerCase(),
  };
}

const adding = (list: string[], id: string) => (list.includes(id) ? list : [...list, id]);
const removing = (list: string[], id: string) => list.filter((entry) => entry !== id);

/** The groups: one document per group. */
export const groupDirectoryProjection: Projection<GroupDocument> = {
  name: 'group-directory',
  collection: 'groups',
  version: 1,
  indexes: [{ spec: { status: 1, sortName: 1 } }, { spec: { status: 1, dayOrder: 1, sortName: 1 } }, { spec: { tags: 1 } }, { spec: { leaderIds: 1 } }],
  canHandle: (event: RecordedEvent) => GROUP_EVENT_TYPES.has(event.type) && event.type !== 'GroupMeetingAttended',
  documentId: (event: RecordedEvent) => (event.data as { groupId?: string }).groupId ?? null,

  project(document, recorded) {
    // A replayed event leaves the document as it is.
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as GroupEvent;
    const touched = { updatedAt: recorded.metadata.occurredAt, revision: recorded.revision };
    if (event.type === 'GroupCreated') {
      const { groupId, ...details } = event.data;
      return withDerived({ _id: groupId, ...details, status: 'active', memberIds: [], pendingIds: [], ...touched });
    }
    if (!document) return null;
    switch (event.type) {
      case 'GroupDetailsChanged':
        return withDerived({ ...document, ...event.data.changes, ...touched });
      case 'GroupArchived':
        return withDerived({ ...document, status: 'archived', ...touched });
      case 'GroupJoinRequested':
        return withDerived({ ...document, pendingIds: adding(document.pendingIds, event.data.memberId), ...touched });
      case 'GroupJoinRequestApproved': {
        const { memberId } = event.data;
        return withDerived({ ...document, pendingIds: removing(document.pendingIds, memberId), memberIds: adding(document.memberIds, memberId), ...touched });
      }
      case 'GroupJoinRequestDeclined':
      case 'GroupJoinRequestWithdrawn':
        return withDerived({ ...document, pendingIds: removing(document.pendingIds, event.data.memberId), ...touched });
      case 'GroupMemberLeft':
        return withDerived({ ...document, memberIds: removing(document.memberIds, event.data.memberId), ...touched });
      default:
        return { ...document, ...touched };
    }
  },
};
