import { isTwoFactorChallenge, type LoginDto, type LoginResult } from '@koinonia/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { currentUserQueryKey } from './get-current-user.query';

/** `POST /api/auth/login`: the server sets the session cookie and answers with the user, or asks for a code. */
export function signIn(credentials: LoginDto): Promise<LoginResult> {
  return apiFetch<LoginResult>('/api/auth/login', {
    method: 'POST',
    body: { email: credentials.email, password: credentials.password },
  });
}

/** A session has just started for `user`: nothing cached for somebody else may leak into it. */
export function startSignedInAs(queryClient: QueryClient, user: CurrentUser) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  queryClient.setQueryData(currentUserQueryKey, user);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if (!isTwoFactorChallenge(result)) startSignedInAs(queryClient, result);
    },
  });
}
