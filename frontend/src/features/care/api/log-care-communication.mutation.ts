import type { CommandResult, LogCareCommunicationDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `POST /api/care-communications`. */
export function logCareCommunication(body: LogCareCommunicationDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/care-communications', { method: 'POST', body });
}

export function useLogCareCommunication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logCareCommunication,
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...careKeys.all, 'communications'] }),
  });
}
