import type { CheckInDto, CheckInReceipt, CommandResult, CheckOutDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

/** `POST /api/check-in`: answers the receipt (the code and the children as labelled). */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInDto) => apiFetch<CheckInReceipt>('/api/check-in', { method: 'POST', body }),
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}

/** `POST /api/check-in/:id/check-out`: refused (CHECK_IN_CODE_MISMATCH) unless the code matches. */
export function useCheckOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checkInId, ...body }: CheckOutDto & { checkInId: string }) =>
      apiFetch<CommandResult>(`/api/check-in/${encodeURIComponent(checkInId)}/check-out`, { method: 'POST', body }),
    meta: SHOWS_OWN_ERRORS,
    // A refusal is on the trail too: refresh either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
