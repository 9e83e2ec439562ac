import type { MemberView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../shared/api';
import { groupsKeys } from './groups-query-keys.constant';

/** `GET /api/members/me`, for the reader's own member id (to leave a group); null for an account without a record. */
export async function getMyMemberId(signal?: AbortSignal): Promise<string | null> {
  try {
    return (await apiFetch<MemberView>('/api/members/me', { signal })).id;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'MEMBER_NOT_FOUND') return null;
    throw error;
  }
}

export function useMyMemberId() {
  return useQuery({ queryKey: groupsKeys.myMemberId(), queryFn: ({ signal }) => getMyMemberId(signal), staleTime: 5 * 60 * 1000 });
}
