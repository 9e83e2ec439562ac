import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `POST /api/prayer-requests/:id/answered` with a praise note. */
export function markPrayerAnswered({ id, praiseNote }: { id: string; praiseNote: string }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/prayer-requests/${encodeURIComponent(id)}/answered`, { method: 'POST', body: { praiseNote } });
}

export function useMarkPrayerAnswered() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPrayerAnswered,
    // The dialog shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.prayer() }),
  });
}
