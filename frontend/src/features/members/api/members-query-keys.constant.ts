import type { MemberRole, MemberSort, MemberStatus } from '@koinonia/contracts';

export interface MemberListParams {
  search?: string;
  role?: MemberRole | '';
  ministry?: string;
  status?: MemberStatus;
  page?: number;
  pageSize?: number;
  sort?: MemberSort;
}

/** Every members query lives under `['members']`, so one invalidation refreshes them all. */
export const membersKeys = {
  all: ['members'] as const,
  lists: () => [...membersKeys.all, 'list'] as const,
  list: (params: MemberListParams) => [...membersKeys.lists(), params] as const,
  detail: (id: string) => [...membersKeys.all, 'detail', id] as const,
  history: (id: string) => [...membersKeys.all, 'history', id] as const,
  mine: () => [...membersKeys.all, 'mine'] as const,
  mySelfUpdates: () => [...membersKeys.all, 'mine', 'self-updates'] as const,
  selfUpdates: () => [...membersKeys.all, 'self-updates'] as const,
};
