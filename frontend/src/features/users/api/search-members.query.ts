import type { MemberPage } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { usersAdminKeys } from './users-admin-query-keys.constant';

export const MEMBER_SEARCH_LIMIT = 8;

/** `GET /api/members?search=…`: a few directory entries to link an account to. */
export function searchMembers(search: string, signal?: AbortSignal): Promise<MemberPage> {
  return apiFetch<MemberPage>('/api/members', { query: { search, pageSize: MEMBER_SEARCH_LIMIT, sort: 'name' }, signal });
}

export function useMemberSearch(search: string) {
  return useQuery({
    queryKey: usersAdminKeys.memberSearch(search),
    queryFn: ({ signal }) => searchMembers(search, signal),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
