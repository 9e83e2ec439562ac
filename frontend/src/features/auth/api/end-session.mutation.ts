import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { accountKeys } from './account-query-keys.constant';

/** `DELETE /api/auth/sessions/:id`: end one of my sessions. */
export function endSession(id: string): Promise<{ ended: number }> {
  return apiFetch<{ ended: number }>(`/api/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }) });
}
