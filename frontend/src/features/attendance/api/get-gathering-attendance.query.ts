import type { GatheringAttendanceView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

export function getGatheringAttendance(id: string, occurrence: string | undefined, signal?: AbortSignal): Promise<GatheringAttendanceView> {
  return apiFetch<GatheringAttendanceView>(`/api/gatherings/${encodeURIComponent(id)}/attendance`, { query: occurrence ? { occurrence } : {}, signal });
}

/** `GET /api/gatherings/:id/attendance`: who came to one occurrence (the current one when none is named). */
export const useGatheringAttendance = (id: string | null, occurrence?: string) =>
  useQuery({
    queryKey: attendanceKeys.register(id ?? '', occurrence),
    queryFn: ({ signal }) => getGatheringAttendance(id!, occurrence, signal),
    enabled: id !== null,
  });
