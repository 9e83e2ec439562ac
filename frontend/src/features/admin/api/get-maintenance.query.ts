import type { MaintenanceView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { adminKeys } from './admin-keys.constant';

/** `GET /api/admin/maintenance`: maintenance mode with its message and its last change. */
export function getMaintenance(signal?: AbortSignal): Promise<MaintenanceView> {
  return apiFetch<MaintenanceView>('/api/admin/maintenance', { signal });
}

export const maintenanceQueryOptions = () => queryOptions({ queryKey: adminKeys.maintenance(), queryFn: ({ signal }) => getMaintenance(signal), staleTime: 0 });

export function useMaintenance() {
  return useQuery(maintenanceQueryOptions());
}
