import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { paths } from '../../../shared/routing';

/** `POST /api/auth/logout`. */
export function signOut(): Promise<void> {
  return apiFetch<void>('/api/auth/logout', { method: 'POST' });
}

/**
 * Signs out, then loads the sign-in page (or `returnTo`, a path of this site) afresh: a full load
 * drops every cached record and in-memory state of the session, whatever the answer was.
 */
export function useSignOut({ returnTo = paths.signIn }: { returnTo?: string } = {}) {
  return useMutation({
    mutationFn: signOut,
    onSettled: () => window.location.assign(returnTo.startsWith('/') && !returnTo.startsWith('//') ? returnTo : paths.signIn),
  });
}
