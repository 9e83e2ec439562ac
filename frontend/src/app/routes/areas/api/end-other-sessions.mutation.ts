import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/api';
import { mySessionsKey } from './get-my-sessions.query';

/** `POST /api/auth/sessions/end-others`: sign out everywhere but here. */
export function endOtherSessions(): Promise<{ ended: number }> {
  return apiFetch<{ ended: number }>('/api/auth/sessions/end-others', { method: 'POST' });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mySessionsKey }),
  });
}
