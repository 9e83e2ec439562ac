import type { FeatureFlagsView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { AVAILABILITY_META, availabilityKeys } from './availability-keys.constant';

/** `GET /api/organisation/features`: which areas the organisation has turned on. */
export function getFeatures(signal?: AbortSignal): Promise<FeatureFlagsView> {
  return apiFetch<FeatureFlagsView>('/api/organisation/features', { signal });
}

export const featuresQueryOptions = () =>
  queryOptions({
    queryKey: availabilityKeys.features(),
    queryFn: ({ signal }) => getFeatures(signal),
    meta: AVAILABILITY_META,
  });

/** Signed-in only: the server answers 401 to anyone else. */
export function useFeatures(enabled = true) {
  return useQuery({ ...featuresQueryOptions(), enabled });
}
