import type { GroupMeetingDay, GroupOpenness } from '@koinonia/contracts';

/** What a group says about itself: everything its page shows but its people. */
export type GroupDetails = {
  name: string;
  description: string;
  /** Member ids of those who run it. */
  leaderIds: string[];
  meetingDay: GroupMeetingDay | null;
  meetingTime: string;
  place: string;
  onlineLink: string;
  capacity: number | null;
  openness: GroupOpenness;
  ministry: string;
  campus: string;
  tags: string[];
};

export type GroupDetailField = keyof GroupDetails;
export const GROUP_DETAIL_FIELDS: GroupDetailField[] = [
  'name',
  'description',
  'leaderIds',
  'meetingDay',
  'meetingTime',
  'place',
  'onlineLink',
  'capacity',
  'openness',
  'ministry',
  'campus',
  'tags',
];

export type GroupCreated = { type: 'GroupCreated'; data: GroupDetails & { groupId: string } };
export type GroupDetailsChanged = { type: 'GroupDetailsChanged'; data: { groupId: string; changes: Partial<GroupDetails> } };
export type GroupArchived = { type: 'GroupArchived'; data: { groupId: string } };
/**
 * `requesterUserId`: the account that asked, told of the answer; null when the person has none.
 * The group's name and leaders and the asker's name travel with the request so that the leaders'
 * notification needs no lookup (absent from requests recorded before leaders were told).
 */
export type GroupJoinRequested = {
  type: 'GroupJoinRequested';
  data: {
    groupId: string;
    memberId: string;
    requesterUserId: string | null;
    message: string;
    requestedAt: string;
    groupName?: string;
    leaderIds?: string[];
    requesterName?: string;
  };
};
/** The answers carry the group's name and the asker's account so that the notification needs no lookup. */
export type GroupJoinRequestApproved = {
  type: 'GroupJoinRequestApproved';
  data: { groupId: string; groupName: string; memberId: string; requesterUserId: string | null; joinedOn: string };
};
export type GroupJoinRequestDeclined = {
  type: 'GroupJoinRequestDeclined';
  data: { groupId: string; groupName: string; memberId: string; requesterUserId: string | null };
};
export type GroupJoinRequestWithdrawn = { type: 'GroupJoinRequestWithdrawn'; data: { groupId: string; memberId: string } };
export type GroupMemberLeft = { type: 'GroupMemberLeft'; data: { groupId: string; memberId: string } };
/** A meeting and who came. Each attendee also gets a GroupMeetingAttended, the fact engagement counts. */
export type GroupMeetingRecorded = {
  type: 'GroupMeetingRecorded';
  data: { groupId: string; meetingId: string; date: string; topic: string; attendeeIds: string[] };
};
/** One person at one group meeting: who, which group, which meeting, on what day. */
export type GroupMeetingAttended = {
  type: 'GroupMeetingAttended';
  data: { groupId: string; meetingId: string; memberId: string; date: string };
};

/**
 * Someone began to lead the group on a day, or stopped (taken off its leaders, or the group
 * archived): one event per person, beside the details' `leaderIds`, so that engagement counts
 * leading from the day it began until it ended.
 */
export type GroupLeaderAdded = { type: 'GroupLeaderAdded'; data: { groupId: string; memberId: string; on: string } };
export type GroupLeaderRemoved = { type: 'GroupLeaderRemoved'; data: { groupId: string; memberId: string; on: string } };

export type GroupEvent =
  | GroupCreated
  | GroupDetailsChanged
  | GroupArchived
  | GroupJoinRequested
  | GroupJoinRequestApproved
  | GroupJoinRequestDeclined
  | GroupJoinRequestWithdrawn
  | GroupMemberLeft
  | GroupMeetingRecorded
  | GroupMeetingAttended
  | GroupLeaderAdded
  | GroupLeaderRemoved;

export const GROUP_EVENT_TYPES: ReadonlySet<string> = new Set<GroupEvent['type']>([
  'GroupCreated',
  'GroupDetailsChanged',
  'GroupArchived',
  'GroupJoinRequested',
  'GroupJoinRequestApproved',
  'GroupJoinRequestDeclined',
  'GroupJoinRequestWithdrawn',
  'GroupMemberLeft',
  'GroupMeetingRecorded',
  'GroupMeetingAttended',
  'GroupLeaderAdded',
  'GroupLeaderRemoved',
]);

export const groupStream = (groupId: string) => `group-${groupId}`;
