import type { MemberView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `GET /api/members/:id`: one member, with the revision an update must name. */
export function getMember(id: string, signal?: AbortSignal): Promise<MemberView> {
  return apiFetch<MemberView>(`/api/members/${encodeURIComponent(id)}`, { signal });
}

export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: membersKeys.detail(id),
    queryFn: ({ signal }) => getMember(id, signal),
  });

export function useMember(id: string) {
  return useQuery(memberQueryOptions(id));
}
