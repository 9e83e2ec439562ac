import type { MemberHistoryEntry } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `GET /api/members/:id/history`: what happened to a member, newest first. */
export function getMemberHistory(id: string, signal?: AbortSignal): Promise<MemberHistoryEntry[]> {
  return apiFetch<MemberHistoryEntry[]>(`/api/members/${encodeURIComponent(id)}/history`, { signal });
}

export const memberHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: membersKeys.history(id),
    queryFn: ({ signal }) => getMemberHistory(id, signal),
  });

export function useMemberHistory(id: string) {
  return useQuery(memberHistoryQueryOptions(id));
}
