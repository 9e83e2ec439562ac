import type { ForgotPasswordDto } from '@koinonia/contracts';
import { useMutation } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';

/** `POST /api/auth/forgot-password`: answers alike whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordDto): Promise<void> {
  return apiFetch<void>('/api/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ meta: SHOWS_OWN_ERRORS, mutationFn: forgotPassword });
}
