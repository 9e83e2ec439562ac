import type { GroupView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { groupsKeys } from './groups-query-keys.constant';

/** `GET /api/groups/:id`: the group, and where the reader stands with it. */
export function getGroup(id: string, signal?: AbortSignal): Promise<GroupView> {
  return apiFetch<GroupView>(`/api/groups/${encodeURIComponent(id)}`, { signal });
}

export const groupQueryOptions = (id: string) => queryOptions({ queryKey: groupsKeys.detail(id), queryFn: ({ signal }) => getGroup(id, signal) });

export function useGroup(id: string) {
  return useQuery(groupQueryOptions(id));
}
