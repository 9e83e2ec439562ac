import type { CareRequestList } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `GET /api/care-requests` (optionally one person's): overdue first, resolved last. */
export function getCareRequests(memberId?: string, signal?: AbortSignal): Promise<CareRequestList> {
  const query = memberId ? `?memberId=${encodeURIComponent(memberId)}` : '';
  return apiFetch<CareRequestList>(`/api/care-requests${query}`, { signal });
}

export const careRequestsQueryOptions = (memberId?: string) =>
  queryOptions({ queryKey: careKeys.requests(memberId), queryFn: ({ signal }) => getCareRequests(memberId, signal) });

export function useCareRequests(memberId?: string) {
  return useQuery(careRequestsQueryOptions(memberId));
}
