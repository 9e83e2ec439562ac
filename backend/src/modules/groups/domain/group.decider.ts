import { DomainError } from '../../../platform/errors/domain-error';
import type { Decider } from '../../../platform/commands/decider.type';
import { GROUP_DETAIL_FIELDS, type GroupDetails, type GroupEvent } from './group.events';

export type GroupCommand =
  | { type: 'CreateGroup'; groupId: string; details: GroupDetails }
  | { type: 'ChangeGroupDetails'; groupId: string; details: GroupDetails }
  | { type: 'ArchiveGroup'; groupId: string }
  | { type: 'RequestToJoinGroup'; groupId: string; memberId: string; requesterName: string; requesterUserId: string | null; message: string }
  | { type: 'ApproveJoinRequest'; groupId: string; memberId: string }
  | { type: 'DeclineJoinRequest'; groupId: string; memberId: string }
  | { type: 'LeaveGroup'; groupId: string; memberId: string }
  | { type: 'RecordGroupMeeting'; groupId: string; meetingId: string; date: string; topic: string; attendeeIds: string[] };

export interface ExistingGroup {
  status: 'active' | 'archived';
  groupId: string;
  details: GroupDetails;
  /** Member id → the day they joined. */
  members: Record<string, string>;
  /** Member id → the account that asked (told of the answer). */
  pending: Record<string, string | null>;
  meetingIds: string[];
}
export type GroupState = { status: 'none' } | ExistingGroup;

export function isGroupFull(state: ExistingGroup): boolean {
  return state.details.capacity !== null && Object.keys(state.members).length >= state.details.capacity;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function existing(state: GroupState): ExistingGroup {
  if (state.status === 'none') throw new DomainError('GROUP_NOT_FOUND');
  return state;
}

function active(state: GroupState): ExistingGroup {
  const group = existing(state);
  if (group.status === 'archived') throw new DomainError('GROUP_ARCHIVED');
  return group;
}

/** Who began and who stopped leading, between two lists of leaders, on `on`. */
function leaderChanges(groupId: string, before: readonly string[], after: readonly string[], on: string): GroupEvent[] {
  return [
    ...after.filter((memberId) => !before.includes(memberId)).map((memberId): GroupEvent => ({ type: 'GroupLeaderAdded', data: { groupId, memberId, on } })),
    ...before.filter((memberId) => !after.includes(memberId)).map((memberId): GroupEvent => ({ type: 'GroupLeaderRemoved', data: { groupId, memberId, on } })),
  ];
}

function without<V>(record: Record<string, V>, key: string): Record<string, V> {
  const { [key]: _removed, ...rest } = record;
  return rest;
}

/**
 * One study group: its description, its members and requests, its meetings. A full group refuses
 * new requests (GROUP_FULL) rather than keeping a wait list: a list no one tends leaves people
 * waiting unseen, while a refusal tells them at once to ask the leader (who can raise the
 * capacity) or choose another group.
 */
export const groupDecider: Decider<GroupState, GroupCommand, GroupEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    if (event.type === 'GroupCreated') {
      const { groupId, ...details } = event.data;
      return { status: 'active', groupId, details, members: {}, pending: {}, meetingIds: [] };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'GroupDetailsChanged':
        return { ...state, details: { ...state.details, ...event.data.changes } };
      case 'GroupArchived':
        return { ...state, status: 'archived' };
      case 'GroupJoinRequested':
        return { ...state, pending: { ...state.pending, [event.data.memberId]: event.data.requesterUserId } };
      case 'GroupJoinRequestApproved':
        return { ...state, pending: without(state.pending, event.data.memberId), members: { ...state.members, [event.data.memberId]: event.data.joinedOn } };
      case 'GroupJoinRequestDeclined':
      case 'GroupJoinRequestWithdrawn':
        return { ...state, pending: without(state.pending, event.data.memberId) };
      case 'GroupMemberLeft':
        return { ...state, members: without(state.members, event.data.memberId) };
      case 'GroupMeetingRecorded':
        return { ...state, meetingIds: [...state.meetingIds, event.data.meetingId] };
      default:
        return state;
    }
  },

  decide(command, state, context) {
    switch (command.type) {
      case 'CreateGroup':
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        return [
          { type: 'GroupCreated', data: { groupId: command.groupId, ...command.details } },
          ...leaderChanges(command.groupId, [], command.details.leaderIds, context.now.slice(0, 10)),
        ];
      case 'ChangeGroupDetails': {
        const group = active(state);
        const changes: Partial<GroupDetails> = {};
        for (const field of GROUP_DETAIL_FIELDS) {
          if (!same(command.details[field], group.details[field])) (changes as Record<string, unknown>)[field] = command.details[field];
        }
        if (Object.keys(changes).length === 0) return [];
        return [
          { type: 'GroupDetailsChanged', data: { groupId: command.groupId, changes } },
          ...(changes.leaderIds ? leaderChanges(command.groupId, group.details.leaderIds, changes.leaderIds, context.now.slice(0, 10)) : []),
        ];
      }
      case 'ArchiveGroup': {
        const group = existing(state);
        if (group.status === 'archived') return [];
        // An archived group is led by no one: its leaders' leading ends with it.
        return [
          { type: 'GroupArchived', data: { groupId: command.groupId } },
          ...leaderChanges(command.groupId, group.details.leaderIds, [], context.now.slice(0, 10)),
        ];
      }
      case 'RequestToJoinGroup': {
        const group = active(state);
        const { memberId } = command;
        if (memberId in group.members || memberId in group.pending || group.details.leaderIds.includes(memberId)) throw new DomainError('GROUP_ALREADY_JOINED');
        if (group.details.openness === 'closed') throw new DomainError('GROUP_CLOSED');
        if (isGroupFull(group)) throw new DomainError('GROUP_FULL');
        return [
          {
            type: 'GroupJoinRequested',
            data: {
              groupId: command.groupId,
              memberId,
              requesterUserId: command.requesterUserId,
              message: command.message,
              requestedAt: context.now,
              groupName: group.details.name,
              leaderIds: group.details.leaderIds,
              requesterName: command.requesterName,
            },
          },
        ];
      }
      case 'ApproveJoinRequest': {
        const group = active(state);
        if (!(command.memberId in group.pending)) throw new DomainError('GROUP_REQUEST_NOT_FOUND');
        // Capacity holds at approval too: two requests may have come in for the last place.
        if (isGroupFull(group)) throw new DomainError('GROUP_FULL');
        const data = {
          groupId: command.groupId,
          groupName: group.details.name,
          memberId: command.memberId,
          requesterUserId: group.pending[command.memberId],
          joinedOn: context.now.slice(0, 10),
        };
        return [{ type: 'GroupJoinRequestApproved', data }];
      }
      case 'DeclineJoinRequest': {
        const group = existing(state);
        if (!(command.memberId in group.pending)) throw new DomainError('GROUP_REQUEST_NOT_FOUND');
        const data = { groupId: command.groupId, groupName: group.details.name, memberId: command.memberId, requesterUserId: group.pending[command.memberId] };
        return [{ type: 'GroupJoinRequestDeclined', data }];
      }
      case 'LeaveGroup': {
        const group = existing(state);
        const data = { groupId: command.groupId, memberId: command.memberId };
        if (command.memberId in group.members) return [{ type: 'GroupMemberLeft', data }];
        if (command.memberId in group.pending) return [{ type: 'GroupJoinRequestWithdrawn', data }];
        throw new DomainError('GROUP_MEMBERSHIP_NOT_FOUND');
      }
      case 'RecordGroupMeeting': {
        const group = active(state);
        // The same meeting sent twice (a retried request) is recorded once.
        if (group.meetingIds.includes(command.meetingId)) return [];
        const attendeeIds = [...new Set(command.attendeeIds)];
        const belongs = (memberId: string) => memberId in group.members || group.details.leaderIds.includes(memberId);
        if (!attendeeIds.every(belongs)) throw new DomainError('GROUP_MEMBERSHIP_NOT_FOUND');
        const { groupId, meetingId, date } = command;
        return [
          { type: 'GroupMeetingRecorded', data: { groupId, meetingId, date, topic: command.topic, attendeeIds } },
          ...attendeeIds.map((memberId): GroupEvent => ({ type: 'GroupMeetingAttended', data: { groupId, meetingId, memberId, date } })),
        ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown group command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
