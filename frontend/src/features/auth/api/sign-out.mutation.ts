import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { paths } from '../../../shared/routing';

/** `POST /api/auth/logout`. */
export function signOut(): Promise<void> {
  return apiFetch<void>('/api/auth/logout', { method: 'POST' });
}

/**
 * Signs out, then loads the sign-in page afresh: a full load drops every cached record and
 * in-memory state of the session, whatever the answer was.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onSettled: () => window.location.assign(paths.signIn),
  });
}
