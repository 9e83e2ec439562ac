import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { accountKeys } from './account-query-keys.constant';

/** `POST /api/auth/sessions/end-others`: sign out everywhere but here. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return apiFetch<{ ended: number }>('/api/auth/sessions/end-others', { method: 'POST' });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: endOtherSessions, onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }) });
}
