import type { ForgotPasswordDto } from '@koinonia/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';

/** `POST /api/auth/forgot-password`: answers alike whether or not the address has an account. */
export function forgotPassword(body: ForgotPasswordDto): Promise<void> {
  return apiFetch<void>('/api/auth/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
