import type { AcceptInviteDto, CurrentUser } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { startSignedInAs } from './sign-in.mutation';

/** `POST /api/auth/accept-invite`: the invitation's token and a password; the server signs the person in. */
export function acceptInvite(body: AcceptInviteDto): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/auth/accept-invite', { method: 'POST', body });
}

export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({ meta: SHOWS_OWN_ERRORS, mutationFn: acceptInvite, onSuccess: (user) => startSignedInAs(queryClient, user) });
}
