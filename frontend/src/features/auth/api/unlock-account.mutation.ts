import type { UnlockAccountDto } from '@koinonia/contracts';
import { useMutation } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';

/** `POST /api/auth/unlock`: the token from the link a lockout email carries. */
export function unlockAccount(body: UnlockAccountDto): Promise<void> {
  return apiFetch<void>('/api/auth/unlock', { method: 'POST', body });
}

export function useUnlockAccount() {
  return useMutation({ meta: SHOWS_OWN_ERRORS, mutationFn: unlockAccount });
}
