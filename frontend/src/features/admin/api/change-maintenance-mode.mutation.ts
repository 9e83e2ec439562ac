import type { ChangeMaintenanceModeDto, CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { availabilityKeys } from '../../../shared/availability';
import { adminKeys } from './admin-keys.constant';

/** `PUT /api/admin/maintenance`. */
export function changeMaintenanceMode(body: ChangeMaintenanceModeDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/admin/maintenance', { method: 'PUT', body });
}

export function useChangeMaintenanceMode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMaintenanceMode,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.maintenance() }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.status() }),
      ]),
  });
}
