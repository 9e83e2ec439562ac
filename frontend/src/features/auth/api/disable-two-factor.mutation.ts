import type { ReauthenticateDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { accountKeys } from './account-query-keys.constant';
import { currentUserQueryKey } from './get-current-user.query';

/** `POST /api/auth/two-factor/disable`: needs my password or a current code. */
export function disableTwoFactor(body: ReauthenticateDto): Promise<void> {
  return apiFetch<void>('/api/auth/two-factor/disable', { method: 'POST', body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }), queryClient.invalidateQueries({ queryKey: currentUserQueryKey })]),
  });
}
