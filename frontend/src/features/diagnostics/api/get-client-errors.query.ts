import type { ClientErrorPage } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';

/** `GET /api/admin/errors`: the newest errors browsers reported. */
export function getClientErrors(limit: number, signal?: AbortSignal): Promise<ClientErrorPage> {
  return apiFetch<ClientErrorPage>('/api/admin/errors', { query: { limit }, signal });
}

export const clientErrorsQueryOptions = (limit: number) =>
  queryOptions({ queryKey: ['diagnostics', 'client-errors', limit], queryFn: ({ signal }) => getClientErrors(limit, signal) });

export function useClientErrors(limit = 100) {
  return useQuery(clientErrorsQueryOptions(limit));
}
