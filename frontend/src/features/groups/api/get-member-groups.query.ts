import type { MemberGroupEntry } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { groupsKeys } from './groups-query-keys.constant';

/** `GET /api/members/:id/groups`: a person's groups and their place in each (the person themself, or groups.rosters.read). */
export const useMemberGroups = (memberId: string) =>
  useQuery({
    queryKey: groupsKeys.ofMember(memberId),
    queryFn: ({ signal }) => apiFetch<MemberGroupEntry[]>(`/api/members/${encodeURIComponent(memberId)}/groups`, { signal }),
  });
