import type { CommandResult, WritePastoralNoteDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `POST /api/pastoral-notes`. */
export function writePastoralNote(body: WritePastoralNoteDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/pastoral-notes', { method: 'POST', body });
}

export function useWritePastoralNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writePastoralNote,
    meta: SHOWS_OWN_ERRORS,
    onSuccess: (_result, body) => queryClient.invalidateQueries({ queryKey: [...careKeys.all, 'notes', body.memberId] }),
  });
}
