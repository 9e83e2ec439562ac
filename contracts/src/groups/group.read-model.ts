import type { Page } from '../platform/page.read-model';
import type { GroupMeetingDay, GroupOpenness, GroupStanding, GroupStatus } from './group.constant';

/** A person a group names (a leader, a member), by name only. */
export interface GroupPerson {
  memberId: string;
  fullName: string;
}

/** A group as anyone signed in sees it: no roster, no contact details. */
export interface GroupView {
  id: string;
  name: string;
  description: string;
  leaders: GroupPerson[];
  /** Null when it has not settled on a day. */
  meetingDay: GroupMeetingDay | null;
  /** "HH:MM"; empty when not set. */
  meetingTime: string;
  place: string;
  onlineLink: string;
  /** Null for no limit. */
  capacity: number | null;
  openness: GroupOpenness;
  ministry: string;
  campus: string;
  tags: string[];
  status: GroupStatus;
  memberCount: number;
  /** Full: as many members as its capacity; it takes no more requests until someone leaves. */
  full: boolean;
  /** Where the asker stands with it. */
  standing: GroupStanding;
  /** The asker may change it and run it (its leader, or groups.manage). */
  canManage: boolean;
  /** The asker may read its roster and attendance (its leader, or groups.rosters.read). */
  canSeeRoster: boolean;
  revision: number;
}

/** A page of groups, and every tag the active groups use (the list's tag filter offers them). */
export interface GroupPage extends Page<GroupView> {
  tags: string[];
}

/** One member on a roster, with the contact details a leader needs to reach them. */
export interface GroupRosterEntry extends GroupPerson {
  email: string;
  phone: string;
  joinedOn: string;
}

/** A join request waiting for a leader. */
export interface GroupJoinRequestView extends GroupPerson {
  message: string;
  requestedAt: string;
}

/** `GET /api/groups/:id/roster`: for the group's leaders and those who oversee groups. */
export interface GroupRoster {
  leaders: GroupPerson[];
  members: GroupRosterEntry[];
  pending: GroupJoinRequestView[];
}

/** One recorded meeting and who came. */
export interface GroupMeetingView {
  id: string;
  groupId: string;
  date: string;
  topic: string;
  attendees: GroupPerson[];
  recordedAt: string;
}

/** `GET /api/members/:id/groups`: one of a person's groups and their place in it (leader, member, or asked to join). */
export interface MemberGroupEntry {
  groupId: string;
  name: string;
  standing: Exclude<GroupStanding, 'none'>;
  meetingDay: GroupMeetingDay | null;
  meetingTime: string;
}
