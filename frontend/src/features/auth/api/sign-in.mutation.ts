import type { CurrentUser, LoginDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { currentUserQueryKey } from './get-current-user.query';

/** Where a person signs in: the app, or the admin area (which the server opens to administrators only). */
export type SignInArea = 'app' | 'admin';

const SIGN_IN_PATHS: Record<SignInArea, string> = { app: '/api/auth/login', admin: '/api/admin/login' };

/** `POST /api/auth/login` or `/api/admin/login`: the server sets the session cookie and answers with the user. */
export function signIn(credentials: LoginDto, area: SignInArea = 'app'): Promise<CurrentUser> {
  return apiFetch<CurrentUser>(SIGN_IN_PATHS[area], {
    method: 'POST',
    body: { email: credentials.email, password: credentials.password },
  });
}

export function useSignIn(area: SignInArea = 'app') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginDto) => signIn(credentials, area),
    onSuccess: (user) => {
      // Nothing cached for somebody else may leak into this session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      queryClient.setQueryData(currentUserQueryKey, user);
    },
  });
}
