import type { HouseholdView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/api';
import { householdsKeys } from './households-query-keys.constant';

/** `GET /api/households/:id`: one household, with the revision a change must name. */
export function getHousehold(id: string, signal?: AbortSignal): Promise<HouseholdView> {
  return apiFetch<HouseholdView>(`/api/households/${encodeURIComponent(id)}`, { signal });
}

export function useHousehold(id: string) {
  return useQuery({ queryKey: householdsKeys.detail(id), queryFn: ({ signal }) => getHousehold(id, signal) });
}
