import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { securityKeys } from './security-query-keys.constant';

/** `POST /api/admin/users/:id/unlock` (users.manage). */
export function unlockAccount(userId: string): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/admin/users/${encodeURIComponent(userId)}/unlock`, { method: 'POST' });
}

export function useUnlockAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockAccount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: securityKeys.accounts() }),
  });
}
