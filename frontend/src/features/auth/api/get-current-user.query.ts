import type { CurrentUser } from '@koinonia/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../shared/api';

export const currentUserQueryKey = ['auth', 'current-user'] as const;

/** `GET /api/auth/user`: the signed-in user, or null when nobody is signed in. */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await apiFetch<CurrentUser>('/api/auth/user', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser(signal),
    retry: false,
  });

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/**
 * Who is signed in. A failed check counts as signed out (specification, section 7), so a broken
 * session never leaves the app half-rendered.
 */
export function useCurrentUser(): { user: CurrentUser | null; status: AuthStatus } {
  const query = useQuery(currentUserQueryOptions());
  if (query.isPending) return { user: null, status: 'loading' };
  const user = query.data ?? null;
  return { user, status: user ? 'authenticated' : 'unauthenticated' };
}

/** Forget the session locally: the app shows its signed-out face and drops everyone's data. */
export function forgetSession(queryClient: QueryClient) {
  queryClient.setQueryData(currentUserQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
}
