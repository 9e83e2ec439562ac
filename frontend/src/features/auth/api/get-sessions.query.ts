import type { SessionView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { accountKeys } from './account-query-keys.constant';

/** `GET /api/auth/sessions`: my open sessions, the current one marked. */
export function getSessions(signal?: AbortSignal): Promise<SessionView[]> {
  return apiFetch<SessionView[]>('/api/auth/sessions', { signal });
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
