import type { MemberHouseholdView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/api';
import { householdsKeys } from './households-query-keys.constant';

/** `GET /api/members/:id/household`: the member's household as the reader may see it, or none. */
export function getMemberHousehold(memberId: string, signal?: AbortSignal): Promise<MemberHouseholdView> {
  return apiFetch<MemberHouseholdView>(`/api/members/${encodeURIComponent(memberId)}/household`, { signal });
}

export function useMemberHousehold(memberId: string) {
  return useQuery({ queryKey: householdsKeys.ofMember(memberId), queryFn: ({ signal }) => getMemberHousehold(memberId, signal) });
}
