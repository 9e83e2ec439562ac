import type { SystemStatus } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { adminKeys, SYSTEM_REFRESH_MS } from './admin-keys.constant';

/** `GET /api/admin/system`: stores, projections, disk use and the process. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiFetch<SystemStatus>('/api/admin/system', { signal });
}

export const systemStatusQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.system(), queryFn: ({ signal }) => getSystemStatus(signal), staleTime: 0, refetchInterval: SYSTEM_REFRESH_MS });

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
