/** The days a group may meet on, Monday first (ISO order). */
export const GROUP_MEETING_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type GroupMeetingDay = (typeof GROUP_MEETING_DAYS)[number];

/** Open groups take join requests; closed ones (a covenant group, a class mid-course) do not. */
export const GROUP_OPENNESS = ['open', 'closed'] as const;
export type GroupOpenness = (typeof GROUP_OPENNESS)[number];

export const GROUP_STATUSES = ['active', 'archived'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

export const GROUP_SORTS = ['name', '-name', 'day', '-day'] as const;
export type GroupSort = (typeof GROUP_SORTS)[number];

export const GROUP_FIELD_LIMITS = {
  name: 120,
  description: 2000,
  place: 200,
  onlineLink: 500,
  ministry: 100,
  campus: 100,
  tag: 40,
  tags: 12,
  leaders: 6,
  capacity: 500,
  topic: 200,
  attendees: 500,
  message: 500,
} as const;

/** Where a person stands with a group, as the group's page tells them. */
export type GroupStanding = 'leader' | 'member' | 'pending' | 'none';
