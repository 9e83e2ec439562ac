import type { ReauthenticateDto } from '@koinonia/contracts';
import { useMutation } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';

/** `POST /api/auth/reauthenticate`: my password (or a current code) again; sensitive actions then accept this session for five minutes. */
export function reauthenticate(body: ReauthenticateDto): Promise<void> {
  return apiFetch<void>('/api/auth/reauthenticate', { method: 'POST', body });
}

export function useReauthenticate() {
  return useMutation({ meta: SHOWS_OWN_ERRORS, mutationFn: reauthenticate });
}
