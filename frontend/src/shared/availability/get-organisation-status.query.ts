import type { OrganisationStatus } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';
import { AVAILABILITY_META, availabilityKeys } from './availability-keys.constant';

/** How often the app asks again while maintenance mode is on, so it comes back by itself. */
export const MAINTENANCE_POLL_MS = 30_000;
/** ...and while it is off, in case nobody's requests happen to meet a MAINTENANCE_MODE answer. */
const STATUS_POLL_MS = 5 * 60_000;

/** `GET /api/organisation/status` (public): whether the app is in maintenance mode, and why. */
export function getOrganisationStatus(signal?: AbortSignal): Promise<OrganisationStatus> {
  return apiFetch<OrganisationStatus>('/api/organisation/status', { signal });
}

export const organisationStatusQueryOptions = () =>
  queryOptions({
    queryKey: availabilityKeys.status(),
    queryFn: ({ signal }) => getOrganisationStatus(signal),
    meta: AVAILABILITY_META,
    // One answer serves every screen that mounts as the app starts (the gate, the banner, the routes);
    // a MAINTENANCE_MODE answer invalidates it at once whatever its age.
    staleTime: 30_000,
    refetchInterval: (query) => (query.state.data?.maintenance.enabled ? MAINTENANCE_POLL_MS : STATUS_POLL_MS),
  });

export function useOrganisationStatus() {
  return useQuery(organisationStatusQueryOptions());
}
