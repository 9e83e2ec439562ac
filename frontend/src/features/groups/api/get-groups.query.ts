import type { GroupPage } from '@koinonia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { groupsKeys, type GroupListParams } from './groups-query-keys.constant';

/** `GET /api/groups`: one page of groups, and the tags in use. */
export function getGroups(params: GroupListParams, signal?: AbortSignal): Promise<GroupPage> {
  const { openOnly, ...rest } = params;
  return apiFetch<GroupPage>('/api/groups', { query: { ...rest, ...(openOnly ? { openOnly: 'true' } : {}) }, signal });
}

export const groupsQueryOptions = (params: GroupListParams) =>
  queryOptions({
    queryKey: groupsKeys.list(params),
    queryFn: ({ signal }) => getGroups(params, signal),
    // Typing in the search box keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useGroups(params: GroupListParams) {
  return useQuery(groupsQueryOptions(params));
}
