import type { CommandResult, ImportDuplicateChoice, ImportMapping } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { memberImportKeys } from './member-import-keys.constant';

/** `POST /api/imports/members/:id/commit`: the job starts; the page follows it with GET. */
export function commitMemberImport({
  id,
  mapping,
  duplicates,
}: {
  id: string;
  mapping: ImportMapping;
  duplicates: ImportDuplicateChoice;
}): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/imports/members/${encodeURIComponent(id)}/commit`, { method: 'POST', body: { mapping, duplicates } });
}

export function useCommitMemberImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitMemberImport,
    meta: SHOWS_OWN_ERRORS,
    onSettled: (_result, _error, { id }) => queryClient.invalidateQueries({ queryKey: memberImportKeys.detail(id) }),
  });
}
