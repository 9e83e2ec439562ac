import type { SessionView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/api';

export const mySessionsKey = ['auth', 'sessions'] as const;

/** `GET /api/auth/sessions`: where I am signed in, this device marked. */
export function getMySessions(signal?: AbortSignal): Promise<SessionView[]> {
  return apiFetch<SessionView[]>('/api/auth/sessions', { signal });
}

export const mySessionsQueryOptions = () => queryOptions({ queryKey: mySessionsKey, queryFn: ({ signal }) => getMySessions(signal) });

export function useMySessions() {
  return useQuery(mySessionsQueryOptions());
}
