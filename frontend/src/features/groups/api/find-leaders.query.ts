import type { MemberPage } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { groupsKeys } from './groups-query-keys.constant';

/** `GET /api/members?search=`: people to name as a group's leaders (the directory as the reader may see it). */
export function findLeaders(search: string, signal?: AbortSignal): Promise<MemberPage> {
  return apiFetch<MemberPage>('/api/members', { query: { search, pageSize: 8, sort: 'name' }, signal });
}

export function useFindLeaders(search: string) {
  return useQuery({
    queryKey: [...groupsKeys.all, 'leader-search', search],
    queryFn: ({ signal }) => findLeaders(search, signal),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}
