import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { securityKeys } from './security-query-keys.constant';

/** `POST /api/security/sessions/:id/revoke` (users.manage): that device is signed out. */
export function revokeSession(sessionId: string): Promise<{ ended: number }> {
  return apiFetch<{ ended: number }>(`/api/security/sessions/${encodeURIComponent(sessionId)}/revoke`, { method: 'POST' });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions() }),
  });
}
