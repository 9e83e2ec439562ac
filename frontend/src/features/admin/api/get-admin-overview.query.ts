import type { AdminUsersOverview } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { adminKeys, OVERVIEW_REFRESH_MS } from './admin-keys.constant';

/** `GET /api/admin/overview`: accounts per role and state, newest sign-ins. */
export function getAdminOverview(signal?: AbortSignal): Promise<AdminUsersOverview> {
  return apiFetch<AdminUsersOverview>('/api/admin/overview', { signal });
}

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: ({ signal }) => getAdminOverview(signal), staleTime: 0, refetchInterval: OVERVIEW_REFRESH_MS });

export function useAdminOverview(enabled = true) {
  return useQuery({ ...adminOverviewQueryOptions(), enabled });
}
