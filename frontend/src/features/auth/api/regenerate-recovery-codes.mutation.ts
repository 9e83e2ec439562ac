import type { ReauthenticateDto, RecoveryCodesView } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { accountKeys } from './account-query-keys.constant';

/** `POST /api/auth/two-factor/recovery-codes`: ten new codes, the old ones void. */
export function regenerateRecoveryCodes(body: ReauthenticateDto): Promise<RecoveryCodesView> {
  return apiFetch<RecoveryCodesView>('/api/auth/two-factor/recovery-codes', { method: 'POST', body });
}

export function useRegenerateRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SHOWS_OWN_ERRORS,
    mutationFn: regenerateRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
