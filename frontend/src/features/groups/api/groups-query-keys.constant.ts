import type { GroupMeetingDay, GroupSort } from '@koinonia/contracts';

export interface GroupListParams {
  search?: string;
  tag?: string;
  day?: GroupMeetingDay;
  openOnly?: boolean;
  sort?: GroupSort;
  page?: number;
  pageSize?: number;
}

/** Every groups query lives under `['groups']`, so one invalidation after a change refreshes them all. */
export const groupsKeys = {
  all: ['groups'] as const,
  list: (params: GroupListParams) => [...groupsKeys.all, 'list', params] as const,
  detail: (id: string) => [...groupsKeys.all, 'detail', id] as const,
  roster: (id: string) => [...groupsKeys.all, 'roster', id] as const,
  meetings: (id: string) => [...groupsKeys.all, 'meetings', id] as const,
  myMemberId: () => [...groupsKeys.all, 'my-member-id'] as const,
  ofMember: (memberId: string) => [...groupsKeys.all, 'of-member', memberId] as const,
};
