import type { MemberView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `GET /api/members/me`: the signed-in user's own record, or null when their account has none. */
export async function getMyMember(signal?: AbortSignal): Promise<MemberView | null> {
  try {
    return await apiFetch<MemberView>('/api/members/me', { signal });
  } catch (error) {
    // Not every account belongs to a member (an auditor, a vendor): that is an answer, not a failure.
    if (error instanceof ApiError && error.code === 'MEMBER_NOT_FOUND') return null;
    throw error;
  }
}

export const myMemberQueryOptions = () =>
  queryOptions({
    queryKey: membersKeys.mine(),
    queryFn: ({ signal }) => getMyMember(signal),
    staleTime: 5 * 60 * 1000,
  });

export function useMyMember() {
  return useQuery(myMemberQueryOptions());
}
