import type { GroupRoster } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { groupsKeys } from './groups-query-keys.constant';

/** `GET /api/groups/:id/roster`: its leaders' and overseers' view of who is in it and who asked. */
export function getGroupRoster(id: string, signal?: AbortSignal): Promise<GroupRoster> {
  return apiFetch<GroupRoster>(`/api/groups/${encodeURIComponent(id)}/roster`, { signal });
}

export function useGroupRoster(id: string, enabled: boolean) {
  return useQuery({ queryKey: groupsKeys.roster(id), queryFn: ({ signal }) => getGroupRoster(id, signal), enabled });
}
