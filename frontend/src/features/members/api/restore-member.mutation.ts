import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `POST /api/members/:id/restore` with `If-Match: <revision>`. */
export function restoreMember({ id, revision }: { id: string; revision: number }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/members/${encodeURIComponent(id)}/restore`, {
    method: 'POST',
    headers: { 'If-Match': String(revision) },
  });
}

export function useRestoreMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreMember,
    // The form (or dialog) shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
