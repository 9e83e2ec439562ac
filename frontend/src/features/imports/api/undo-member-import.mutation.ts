import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { memberImportKeys } from './member-import-keys.constant';

/** `POST /api/imports/members/:id/undo`: a job too; the page follows it as it followed the import. */
export function undoMemberImport(id: string): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/imports/members/${encodeURIComponent(id)}/undo`, { method: 'POST' });
}

export function useUndoMemberImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoMemberImport,
    meta: SHOWS_OWN_ERRORS,
    onSettled: (_result, _error, id) => queryClient.invalidateQueries({ queryKey: memberImportKeys.detail(id) }),
  });
}
