import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

export interface Recording {
  gatheringId: string;
  occurrence: string;
  memberIds: string[];
  /** The anonymous count, when one was given. */
  headcount: number | null;
}

/** `POST /api/gatherings/:id/attendance` (when anyone was ticked) and `POST /api/gatherings/:id/headcount` (when counted). */
export function useRecordAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ gatheringId, occurrence, memberIds, headcount }: Recording) => {
      const base = `/api/gatherings/${encodeURIComponent(gatheringId)}`;
      if (memberIds.length > 0) await apiFetch<CommandResult>(`${base}/attendance`, { method: 'POST', body: { memberIds, occurrence } });
      if (headcount !== null) await apiFetch<CommandResult>(`${base}/headcount`, { method: 'POST', body: { count: headcount, occurrence } });
    },
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
