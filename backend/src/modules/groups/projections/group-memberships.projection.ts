import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import type { GroupEvent } from '../domain/group.events';

/** One person's place in one group: a request, then a member (or declined, withdrawn, left). */
export type GroupMembershipDocument = {
  _id: string;
  groupId: string;
  memberId: string;
  status: 'pending' | 'member' | 'declined' | 'withdrawn' | 'left';
  message: string;
  requestedAt: string;
  joinedOn: string;
  revision: number;
};

const MEMBERSHIP_EVENTS: ReadonlySet<string> = new Set<GroupEvent['type']>([
  'GroupJoinRequested',
  'GroupJoinRequestApproved',
  'GroupJoinRequestDeclined',
  'GroupJoinRequestWithdrawn',
  'GroupMemberLeft',
]);

export const membershipId = (groupId: string, memberId: string) => `${groupId}:${memberId}`;

/** Rosters and requests, one document per person and group. */
export const groupMembershipsProjection: Projection<GroupMembershipDocument> = {
  name: 'group-memberships',
  collection: 'group-memberships',
  version: 1,
  indexes: [{ spec: { groupId: 1, status: 1 } }, { spec: { memberId: 1, status: 1 } }],
  canHandle: (event: RecordedEvent) => MEMBERSHIP_EVENTS.has(event.type),
  documentId: (event: RecordedEvent) => {
    const { groupId, memberId } = event.data as { groupId?: string; memberId?: string };
    return groupId && memberId ? membershipId(groupId, memberId) : null;
  },

  project(document, recorded) {
    // A group's events come in its stream's order: one at or below the document's revision was applied already.
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as GroupEvent;
    const revision = recorded.revision;
    switch (event.type) {
      case 'GroupJoinRequested': {
        const { groupId, memberId, message, requestedAt } = event.data;
        return { _id: membershipId(groupId, memberId), groupId, memberId, status: 'pending', message, requestedAt, joinedOn: '', revision };
      }
      case 'GroupJoinRequestApproved':
        return document ? { ...document, status: 'member', joinedOn: event.data.joinedOn, revision } : null;
      case 'GroupJoinRequestDeclined':
        return document ? { ...document, status: 'declined', revision } : null;
      case 'GroupJoinRequestWithdrawn':
        return document ? { ...document, status: 'withdrawn', revision } : null;
      case 'GroupMemberLeft':
        return document ? { ...document, status: 'left', revision } : null;
      default:
        return document;
    }
  },
};
