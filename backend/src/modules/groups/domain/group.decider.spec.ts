import { deciderSpec } from '../../../testing/decider-spec.util';
import { groupDecider } from './group.decider';
import type { GroupDetails, GroupEvent } from './group.events';

const groupId = '6a1f0c2e-0000-4000-8000-000000000001';
const leader = '6a1f0c2e-0000-4000-8000-0000000000a1';
const ruth = '6a1f0c2e-0000-4000-8000-0000000000b1';
const boaz = '6a1f0c2e-0000-4000-8000-0000000000b2';
const details: GroupDetails = {
  name: "Tuesday Men's Bible Study",
  description: 'Romans, a chapter a week.',
  leaderIds: [leader],
  meetingDay: 'tuesday',
  meetingTime: '19:00',
  place: 'Fellowship hall',
  onlineLink: '',
  capacity: 2,
  openness: 'open',
  ministry: 'Adults',
  campus: 'Main',
  tags: ['men', 'bible study'],
};
const created: GroupEvent = { type: 'GroupCreated', data: { groupId, ...details } };
const requested = (memberId: string, requesterUserId: string | null = 'user-ruth'): GroupEvent => ({
  type: 'GroupJoinRequested',
  data: { groupId, memberId, requesterUserId, message: '', requestedAt: '2026-11-01T10:00:00.000Z' },
});
const approved = (memberId: string): GroupEvent => ({
  type: 'GroupJoinRequestApproved',
  data: { groupId, groupName: details.name, memberId, requesterUserId: 'user-ruth', joinedOn: '2026-11-02' },
});
const spec = deciderSpec(groupDecider);

describe('group decider', () => {
  it('creates a group, once', () => {
    const leads: GroupEvent = { type: 'GroupLeaderAdded', data: { groupId, memberId: leader, on: '2026-11-22' } };
    spec.given([]).when({ type: 'CreateGroup', groupId, details }).then([created, leads]);
    spec.given([created]).when({ type: 'CreateGroup', groupId, details }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('records only the details that changed, and nothing for an unchanged form', () => {
    spec
      .given([created])
      .when({ type: 'ChangeGroupDetails', groupId, details: { ...details, capacity: 12, tags: ['men'] } })
      .then([{ type: 'GroupDetailsChanged', data: { groupId, changes: { capacity: 12, tags: ['men'] } } }]);
    spec
      .given([created])
      .when({ type: 'ChangeGroupDetails', groupId, details: { ...details, tags: [...details.tags] } })
      .thenNothing();
  });

  it('records who began and who stopped leading when the leaders change, beside the new list', () => {
    spec
      .given([created])
      .when({ type: 'ChangeGroupDetails', groupId, details: { ...details, leaderIds: [ruth, boaz] } })
      .then([
        { type: 'GroupDetailsChanged', data: { groupId, changes: { leaderIds: [ruth, boaz] } } },
        { type: 'GroupLeaderAdded', data: { groupId, memberId: ruth, on: '2026-11-22' } },
        { type: 'GroupLeaderAdded', data: { groupId, memberId: boaz, on: '2026-11-22' } },
        { type: 'GroupLeaderRemoved', data: { groupId, memberId: leader, on: '2026-11-22' } },
      ]);
  });

  it('archives a group once, and then refuses requests and changes', () => {
    const archived: GroupEvent = { type: 'GroupArchived', data: { groupId } };
    spec
      .given([created])
      .when({ type: 'ArchiveGroup', groupId })
      .then([archived, { type: 'GroupLeaderRemoved', data: { groupId, memberId: leader, on: '2026-11-22' } }]);
    spec.given([created, archived]).when({ type: 'ArchiveGroup', groupId }).thenNothing();
    spec
      .given([created, archived])
      .when({ type: 'RequestToJoinGroup', groupId, memberId: ruth, requesterName: 'Ruth Anderson', requesterUserId: null, message: '' })
      .thenThrows('GROUP_ARCHIVED');
    spec.given([created, archived]).when({ type: 'ChangeGroupDetails', groupId, details }).thenThrows('GROUP_ARCHIVED');
  });

  it('refuses anything about a group that does not exist', () => {
    spec
      .given([])
      .when({ type: 'RequestToJoinGroup', groupId, memberId: ruth, requesterName: 'Ruth Anderson', requesterUserId: null, message: '' })
      .thenThrows('GROUP_NOT_FOUND');
  });

  it("takes a member's request to join an open group, with when they asked", () => {
    spec
      .given([created])
      .when({ type: 'RequestToJoinGroup', groupId, memberId: ruth, requesterName: 'Ruth Anderson', requesterUserId: 'user-ruth', message: 'Hello' })
      .then([
        {
          type: 'GroupJoinRequested',
          data: {
            groupId,
            memberId: ruth,
            requesterUserId: 'user-ruth',
            message: 'Hello',
            requestedAt: '2026-11-22T10:00:00.000Z',
            // What the leaders' notification says: the group, who leads it, who asked.
            groupName: details.name,
            leaderIds: [leader],
            requesterName: 'Ruth Anderson',
          },
        },
      ]);
  });

  it('refuses a request to a closed group, a second request, and one from a leader', () => {
    const closed: GroupEvent = { type: 'GroupDetailsChanged', data: { groupId, changes: { openness: 'closed' } } };
    const ask = (memberId: string) => ({
      type: 'RequestToJoinGroup' as const,
      groupId,
      memberId,
      requesterName: 'Ruth Anderson',
      requesterUserId: null,
      message: '',
    });
    spec.given([created, closed]).when(ask(ruth)).thenThrows('GROUP_CLOSED');
    spec
      .given([created, requested(ruth)])
      .when(ask(ruth))
      .thenThrows('GROUP_ALREADY_JOINED');
    spec
      .given([created, requested(ruth), approved(ruth)])
      .when(ask(ruth))
      .thenThrows('GROUP_ALREADY_JOINED');
    spec.given([created]).when(ask(leader)).thenThrows('GROUP_ALREADY_JOINED');
  });

  it('refuses a request to a full group, and an approval past its capacity', () => {
    const third = '6a1f0c2e-0000-4000-8000-0000000000b3';
    const full = [created, requested(ruth), approved(ruth), requested(boaz), approved(boaz)];
    spec
      .given(full)
      .when({ type: 'RequestToJoinGroup', groupId, memberId: third, requesterName: 'Ruth Anderson', requesterUserId: null, message: '' })
      .thenThrows('GROUP_FULL');
    const lastPlace = [created, requested(ruth), requested(boaz), requested(third), approved(ruth), approved(boaz)];
    spec.given(lastPlace).when({ type: 'ApproveJoinRequest', groupId, memberId: third }).thenThrows('GROUP_FULL');
  });

  it('counts an approval applied twice once: the group is not full after one member', () => {
    spec
      .given([created, requested(ruth), approved(ruth), approved(ruth), requested(boaz)])
      .when({ type: 'ApproveJoinRequest', groupId, memberId: boaz })
      .then([
        { type: 'GroupJoinRequestApproved', data: { groupId, groupName: details.name, memberId: boaz, requesterUserId: 'user-ruth', joinedOn: '2026-11-22' } },
      ]);
  });

  it('approves or declines a pending request, telling the account that asked', () => {
    spec
      .given([created, requested(ruth, 'user-9')])
      .when({ type: 'DeclineJoinRequest', groupId, memberId: ruth })
      .then([{ type: 'GroupJoinRequestDeclined', data: { groupId, groupName: details.name, memberId: ruth, requesterUserId: 'user-9' } }]);
    spec.given([created]).when({ type: 'ApproveJoinRequest', groupId, memberId: ruth }).thenThrows('GROUP_REQUEST_NOT_FOUND');
    spec
      .given([created, requested(ruth), approved(ruth)])
      .when({ type: 'DeclineJoinRequest', groupId, memberId: ruth })
      .thenThrows('GROUP_REQUEST_NOT_FOUND');
  });

  it('lets a member leave, withdraws a pending request, and refuses someone not in it', () => {
    spec
      .given([created, requested(ruth), approved(ruth)])
      .when({ type: 'LeaveGroup', groupId, memberId: ruth })
      .then([{ type: 'GroupMemberLeft', data: { groupId, memberId: ruth } }]);
    spec
      .given([created, requested(ruth)])
      .when({ type: 'LeaveGroup', groupId, memberId: ruth })
      .then([{ type: 'GroupJoinRequestWithdrawn', data: { groupId, memberId: ruth } }]);
    spec.given([created]).when({ type: 'LeaveGroup', groupId, memberId: ruth }).thenThrows('GROUP_MEMBERSHIP_NOT_FOUND');
  });

  it('records a meeting with one attendance fact per person (memberId, groupId, date), each person once', () => {
    const meetingId = '6a1f0c2e-0000-4000-8000-0000000000c1';
    const command = { type: 'RecordGroupMeeting' as const, groupId, meetingId, date: '2026-11-17', topic: 'Romans 8', attendeeIds: [ruth, leader, ruth] };
    spec
      .given([created, requested(ruth), approved(ruth)])
      .when(command)
      .then([
        { type: 'GroupMeetingRecorded', data: { groupId, meetingId, date: '2026-11-17', topic: 'Romans 8', attendeeIds: [ruth, leader] } },
        { type: 'GroupMeetingAttended', data: { groupId, meetingId, memberId: ruth, date: '2026-11-17' } },
        { type: 'GroupMeetingAttended', data: { groupId, meetingId, memberId: leader, date: '2026-11-17' } },
      ]);
    const recorded: GroupEvent = { type: 'GroupMeetingRecorded', data: { groupId, meetingId, date: '2026-11-17', topic: '', attendeeIds: [] } };
    spec.given([created, recorded]).when(command).thenNothing();
    spec
      .given([created])
      .when({ ...command, attendeeIds: [boaz] })
      .thenThrows('GROUP_MEMBERSHIP_NOT_FOUND');
  });
});
