import type { ChurchSettingsView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { AVAILABILITY_META, availabilityKeys } from './availability-keys.constant';

/** `GET /api/organisation/settings`: the church's settings pages need (its country, for phone numbers). */
export function getChurchSettings(signal?: AbortSignal): Promise<ChurchSettingsView> {
  return apiFetch<ChurchSettingsView>('/api/organisation/settings', { signal });
}

/** Changed by an administrator now and then: read once an hour, and again after the admin's own change. */
export function useChurchSettings() {
  return useQuery({
    queryKey: availabilityKeys.churchSettings(),
    queryFn: ({ signal }) => getChurchSettings(signal),
    meta: AVAILABILITY_META,
    staleTime: 3_600_000,
  });
}
