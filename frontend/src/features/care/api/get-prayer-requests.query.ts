import type { PrayerRequestList } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `GET /api/prayer-requests`: what the reader may see (their own, the wall, and what their permissions open). */
export function getPrayerRequests(signal?: AbortSignal): Promise<PrayerRequestList> {
  return apiFetch<PrayerRequestList>('/api/prayer-requests', { signal });
}

export const prayerRequestsQueryOptions = () => queryOptions({ queryKey: careKeys.prayer(), queryFn: ({ signal }) => getPrayerRequests(signal) });

export function usePrayerRequests() {
  return useQuery(prayerRequestsQueryOptions());
}
