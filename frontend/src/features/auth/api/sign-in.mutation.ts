import { isTwoFactorChallenge, type LoginDto, type LoginResult } from '@koinonia/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@koinonia/contracts';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { currentUserQueryKey } from './get-current-user.query';

/** Where a person signs in: the app, or the admin area (which the server opens to administrators only). */
export type SignInArea = 'app' | 'admin';

const SIGN_IN_PATHS: Record<SignInArea, string> = { app: '/api/auth/login', admin: '/api/admin/login' };

/** `POST /api/auth/login` or `/api/admin/login`: the server sets the session cookie and answers with the user, or asks for a code. */
export function signIn(credentials: LoginDto, area: SignInArea = 'app'): Promise<LoginResult> {
  return apiFetch<LoginResult>(SIGN_IN_PATHS[area], {
    method: 'POST',
    body: { email: credentials.email, password: credentials.password },
  });
}

/** A session has just started for `user`: nothing cached for somebody else may leak into it. */
export function startSignedInAs(queryClient: QueryClient, user: CurrentUser) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
  queryClient.setQueryData(currentUserQueryKey, user);
}

export function useSignIn(area: SignInArea = 'app') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginDto) => signIn(credentials, area),
    // The form (or dialog) shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    onSuccess: (result) => {
      if (!isTwoFactorChallenge(result)) startSignedInAs(queryClient, result);
    },
  });
}
