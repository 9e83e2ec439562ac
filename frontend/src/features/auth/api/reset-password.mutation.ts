import type { ResetPasswordDto } from '@koinonia/contracts';
import { useMutation } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';

/** `POST /api/auth/reset-password`: the emailed token and a new password. */
export function resetPassword(body: ResetPasswordDto): Promise<void> {
  return apiFetch<void>('/api/auth/reset-password', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation({ meta: SHOWS_OWN_ERRORS, mutationFn: resetPassword });
}
