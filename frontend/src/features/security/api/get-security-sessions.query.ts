import type { ActiveSessionView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { securityKeys } from './security-query-keys.constant';

/** `GET /api/security/sessions`: every open session of every user. */
export function getSecuritySessions(signal?: AbortSignal): Promise<ActiveSessionView[]> {
  return apiFetch<ActiveSessionView[]>('/api/security/sessions', { signal });
}

export function useSecuritySessions() {
  return useQuery({ queryKey: securityKeys.sessions(), queryFn: ({ signal }) => getSecuritySessions(signal) });
}
