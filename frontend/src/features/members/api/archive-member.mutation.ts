import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `POST /api/members/:id/archive` with `If-Match: <revision>`. */
export function archiveMember({ id, revision }: { id: string; revision: number }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/members/${encodeURIComponent(id)}/archive`, {
    method: 'POST',
    headers: { 'If-Match': String(revision) },
  });
}

export function useArchiveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveMember,
    // The form (or dialog) shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
