import type { CommandResult, OpenCareRequestDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `POST /api/care-requests`. */
export function openCareRequest(body: OpenCareRequestDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/care-requests', { method: 'POST', body });
}

export function useOpenCareRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCareRequest,
    // The form shows the failure on its fields.
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.all }),
  });
}
