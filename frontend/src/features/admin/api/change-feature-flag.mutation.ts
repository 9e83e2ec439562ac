import type { ChangeFeatureFlagDto, CommandResult, FeatureFlag } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { availabilityKeys } from '../../../shared/availability';

/** `PUT /api/admin/features/:flag`. */
export function changeFeatureFlag(flag: FeatureFlag, body: ChangeFeatureFlagDto): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/admin/features/${encodeURIComponent(flag)}`, { method: 'PUT', body });
}

export function useChangeFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flag, enabled }: { flag: FeatureFlag; enabled: boolean }) => changeFeatureFlag(flag, { enabled }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.features() }),
  });
}
