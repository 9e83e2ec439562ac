import type { CommandResult, UpdateCareRequestDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

export interface UpdateCareRequestInput {
  id: string;
  /** The revision the row on screen came from. */
  revision: number;
  changes: UpdateCareRequestDto;
}

/** `PATCH /api/care-requests/:id` with `If-Match: <revision>`. */
export function updateCareRequest({ id, revision, changes }: UpdateCareRequestInput): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/care-requests/${encodeURIComponent(id)}`, { method: 'PATCH', headers: { 'If-Match': String(revision) }, body: changes });
}

export function useUpdateCareRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCareRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careKeys.all }),
    // Someone changed it meanwhile: fetch the latest, so the next change starts from it.
    onError: (error) => {
      if (isApiError(error) && error.code === 'CONCURRENCY_CONFLICT') void queryClient.invalidateQueries({ queryKey: careKeys.all });
    },
  });
}
