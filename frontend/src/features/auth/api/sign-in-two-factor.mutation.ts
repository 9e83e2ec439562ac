import type { CurrentUser } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { startSignedInAs } from './sign-in.mutation';

export type TwoFactorProof = { challenge: string } & ({ code: string } | { recoveryCode: string });

/** `POST /api/auth/login/two-factor`: the second step, with a code from the app or a recovery code. */
export function signInTwoFactor(proof: TwoFactorProof): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/auth/login/two-factor', { method: 'POST', body: proof });
}

export function useSignInTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ meta: SHOWS_OWN_ERRORS, mutationFn: signInTwoFactor, onSuccess: (user) => startSignedInAs(queryClient, user) });
}
