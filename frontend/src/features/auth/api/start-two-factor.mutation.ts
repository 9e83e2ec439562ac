import type { TwoFactorEnrolmentView } from '@koinonia/contracts';
import { useMutation } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';

/** `POST /api/auth/two-factor/start`: a new secret and its QR code; nothing changes until confirmed. */
export function startTwoFactor(): Promise<TwoFactorEnrolmentView> {
  return apiFetch<TwoFactorEnrolmentView>('/api/auth/two-factor/start', { method: 'POST' });
}

export function useStartTwoFactor() {
  return useMutation({ meta: SHOWS_OWN_ERRORS, mutationFn: startTwoFactor });
}
