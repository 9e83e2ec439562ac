import type { ChangePasswordDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { accountKeys } from './account-query-keys.constant';

/** `POST /api/auth/password`: my other sessions end. */
export function changePassword(body: ChangePasswordDto): Promise<void> {
  return apiFetch<void>('/api/auth/password', { method: 'POST', body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SHOWS_OWN_ERRORS,
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
