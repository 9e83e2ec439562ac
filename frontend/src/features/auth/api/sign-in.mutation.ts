import type { CurrentUser, LoginDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { currentUserQueryKey } from './get-current-user.query';

/** `POST /api/auth/login`: the server sets the session cookie and answers with the user. */
export function signIn(credentials: LoginDto): Promise<CurrentUser> {
  return apiFetch<CurrentUser>('/api/auth/login', {
    method: 'POST',
    body: { email: credentials.email, password: credentials.password },
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    // The form (or dialog) shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    onSuccess: (user) => {
      // Nothing cached for somebody else may leak into this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
