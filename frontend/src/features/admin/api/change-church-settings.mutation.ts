import type { ChurchSettingsDto, CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { availabilityKeys } from '../../../shared/availability';

/** `PUT /api/admin/church-settings`. */
export function changeChurchSettings(body: ChurchSettingsDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/admin/church-settings', { method: 'PUT', body });
}

export function useChangeChurchSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeChurchSettings,
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.churchSettings() }),
  });
}
