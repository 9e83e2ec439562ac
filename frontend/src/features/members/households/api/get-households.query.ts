import type { HouseholdPage } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/api';
import { householdsKeys, type HouseholdListParams } from './households-query-keys.constant';

/** `GET /api/households`: one page of households, by name. */
export function getHouseholds(params: HouseholdListParams, signal?: AbortSignal): Promise<HouseholdPage> {
  return apiFetch<HouseholdPage>('/api/households', { query: { ...params }, signal });
}

export function useHouseholds(params: HouseholdListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: householdsKeys.list(params),
    queryFn: ({ signal }) => getHouseholds(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
