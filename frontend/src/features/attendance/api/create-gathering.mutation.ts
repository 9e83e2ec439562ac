import type { CommandResult, CreateGatheringDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

/** `POST /api/gatherings`. */
export function useCreateGathering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gathering: CreateGatheringDto) => apiFetch<CommandResult>('/api/gatherings', { method: 'POST', body: gathering }),
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.all }),
  });
}
