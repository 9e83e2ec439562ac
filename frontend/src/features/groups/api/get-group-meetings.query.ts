import type { GroupMeetingView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { groupsKeys } from './groups-query-keys.constant';

/** `GET /api/groups/:id/meetings`: its meetings and who came, newest first. */
export function getGroupMeetings(id: string, signal?: AbortSignal): Promise<GroupMeetingView[]> {
  return apiFetch<GroupMeetingView[]>(`/api/groups/${encodeURIComponent(id)}/meetings`, { signal });
}

export function useGroupMeetings(id: string, enabled: boolean) {
  return useQuery({ queryKey: groupsKeys.meetings(id), queryFn: ({ signal }) => getGroupMeetings(id, signal), enabled });
}
