import type { ReauthenticateDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { accountKeys } from './account-query-keys.constant';
import { currentUserQueryKey } from './get-current-user.query';

/** `POST /api/auth/two-factor/disable`: needs my password or a current code. */
export function disableTwoFactor(body: ReauthenticateDto): Promise<void> {
  return apiFetch<void>('/api/auth/two-factor/disable', { method: 'POST', body });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form or dialog shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }), queryClient.invalidateQueries({ queryKey: currentUserQueryKey })]),
  });
}
