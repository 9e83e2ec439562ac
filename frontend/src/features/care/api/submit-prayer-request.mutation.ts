import type { CommandResult, SubmitPrayerRequestDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `POST /api/prayer-requests`. */
export function submitPrayerRequest(body: SubmitPrayerRequestDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/prayer-requests', { method: 'POST', body });
}

export function useSubmitPrayerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitPrayerRequest,
    // The form shows the failure on its fields.
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.prayer() }),
  });
}
