import type { SecurityEventPage } from '@koinonia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { securityKeys, type SecurityEventFilters } from './security-query-keys.constant';

/** `GET /api/security/events`: one page of the security log, newest first. */
export function getSecurityEvents(filters: SecurityEventFilters, signal?: AbortSignal): Promise<SecurityEventPage> {
  return apiFetch<SecurityEventPage>('/api/security/events', { query: { ...filters }, signal });
}

export const securityEventsQueryOptions = (filters: SecurityEventFilters) =>
  queryOptions({
    queryKey: securityKeys.eventList(filters),
    queryFn: ({ signal }) => getSecurityEvents(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useSecurityEvents(filters: SecurityEventFilters, enabled = true) {
  return useQuery({ ...securityEventsQueryOptions(filters), enabled });
}
