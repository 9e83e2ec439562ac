import type { MinistryView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';

export const ministriesQueryKey = ['ministries'] as const;

/** `GET /api/ministries`: the ministries a member can belong to. */
export function getMinistries(signal?: AbortSignal): Promise<MinistryView[]> {
  return apiFetch<MinistryView[]>('/api/ministries', { signal });
}

export const ministriesQueryOptions = () =>
  queryOptions({
    queryKey: ministriesQueryKey,
    queryFn: ({ signal }) => getMinistries(signal),
    staleTime: 10 * 60 * 1000,
  });

export function useMinistries() {
  return useQuery(ministriesQueryOptions());
}
