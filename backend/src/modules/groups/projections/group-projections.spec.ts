import { recorded } from '../../../testing/decider-spec.util';
import { projectionSpec } from '../../../testing/projection-spec.util';
import type { GroupDetails, GroupEvent } from '../domain/group.events';
import { groupDirectoryProjection } from './group-directory.projection';
import { groupMeetingsProjection } from './group-meetings.projection';
import { groupMembershipsProjection } from './group-memberships.projection';

const groupId = '7b2e0c2e-0000-4000-8000-000000000001';
const stream = `group-${groupId}`;
const ruth = '7b2e0c2e-0000-4000-8000-0000000000b1';
const details: GroupDetails = {
  name: 'Young Adults',
  description: 'Faith and work',
  leaderIds: ['7b2e0c2e-0000-4000-8000-0000000000a1'],
  meetingDay: 'thursday',
  meetingTime: '19:30',
  place: 'Café room',
  onlineLink: '',
  capacity: 1,
  openness: 'open',
  ministry: 'Youth',
  campus: 'North',
  tags: ['young adults'],
};
const at = '2026-11-22T10:00:00.000Z';
const event = (e: GroupEvent, revision: number) => recorded(e, stream, revision, at);
const created = event({ type: 'GroupCreated', data: { groupId, ...details } }, 0);
const requested = event({ type: 'GroupJoinRequested', data: { groupId, memberId: ruth, requesterUserId: null, message: 'Hi', requestedAt: at } }, 1);
const approved = event(
  { type: 'GroupJoinRequestApproved', data: { groupId, groupName: details.name, memberId: ruth, requesterUserId: null, joinedOn: '2026-11-22' } },
  2,
);

describe('group projections (each event applied twice gives the same document)', () => {
  it('lists a new group, searchable and open, ordered by its day', () => {
    projectionSpec(groupDirectoryProjection)
      .given([])
      .when(created)
      .then({
        _id: groupId,
        ...details,
        status: 'active',
        memberIds: [],
        pendingIds: [],
        memberCount: 0,
        full: false,
        takingRequests: true,
        dayOrder: 4,
        sortName: 'young adults',
        searchText: 'young adults faith and work café room youth north young adults',
        updatedAt: at,
        revision: 0,
      });
  });

  it('moves an approved request onto the roster and marks the group full at its capacity', () => {
    projectionSpec(groupDirectoryProjection)
      .given([created, requested])
      .when(approved)
      .then(expect.objectContaining({ memberIds: [ruth], pendingIds: [], memberCount: 1, full: true, takingRequests: false, revision: 2 }));
  });

  it("keeps each person's request and membership", () => {
    projectionSpec(groupMembershipsProjection)
      .given([created, requested])
      .when(approved)
      .then({ _id: `${groupId}:${ruth}`, groupId, memberId: ruth, status: 'member', message: 'Hi', requestedAt: at, joinedOn: '2026-11-22', revision: 2 });
    projectionSpec(groupMembershipsProjection)
      .given([created, requested, approved])
      .when(event({ type: 'GroupMemberLeft', data: { groupId, memberId: ruth } }, 3))
      .then(expect.objectContaining({ status: 'left', revision: 3 }));
  });

  it('keeps each meeting with who came', () => {
    const meetingId = '7b2e0c2e-0000-4000-8000-0000000000c1';
    projectionSpec(groupMeetingsProjection)
      .given([created])
      .when(event({ type: 'GroupMeetingRecorded', data: { groupId, meetingId, date: '2026-11-19', topic: 'Rest', attendeeIds: [ruth] } }, 3))
      .then({ _id: meetingId, groupId, date: '2026-11-19', topic: 'Rest', attendeeIds: [ruth], recordedAt: at, revision: 3 });
  });
});
