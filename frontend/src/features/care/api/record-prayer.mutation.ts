import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `POST /api/prayer-requests/:id/prayed`: "I prayed", counted once per person. */
export function recordPrayer(id: string): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/prayer-requests/${encodeURIComponent(id)}/prayed`, { method: 'POST' });
}

export function useRecordPrayer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordPrayer, onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.prayer() }) });
}
