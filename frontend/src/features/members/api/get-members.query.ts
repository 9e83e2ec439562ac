import type { MemberPage } from '@koinonia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { membersKeys, type MemberListParams } from './members-query-keys.constant';

/** `GET /api/members`: one page of the directory. */
export function getMembers(params: MemberListParams, signal?: AbortSignal): Promise<MemberPage> {
  return apiFetch<MemberPage>('/api/members', { query: { ...params }, signal });
}

export const membersQueryOptions = (params: MemberListParams) =>
  queryOptions({
    queryKey: membersKeys.list(params),
    queryFn: ({ signal }) => getMembers(params, signal),
    // Typing in the search box keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

/** `refetchEvery`: milliseconds between automatic refreshes (the user's auto-refresh preference), or none. */
export function useMembers(params: MemberListParams, { refetchEvery }: { refetchEvery?: number | false } = {}) {
  return useQuery({ ...membersQueryOptions(params), refetchInterval: refetchEvery ?? false });
}
