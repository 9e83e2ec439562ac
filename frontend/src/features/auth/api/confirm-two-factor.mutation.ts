import type { ConfirmTwoFactorDto, RecoveryCodesView } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { accountKeys } from './account-query-keys.constant';

/** `POST /api/auth/two-factor/confirm`: on, with ten recovery codes shown once. */
export function confirmTwoFactor(body: ConfirmTwoFactorDto): Promise<RecoveryCodesView> {
  return apiFetch<RecoveryCodesView>('/api/auth/two-factor/confirm', { method: 'POST', body });
}

/**
 * Re-reads the status only: who I am (and so whether the app still asks me to set it up) is
 * re-read when I say I have kept my recovery codes, or they would vanish with the setup screen.
 */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SHOWS_OWN_ERRORS,
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.twoFactor() }),
  });
}
