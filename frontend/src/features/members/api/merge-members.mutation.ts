import type { CommandResult, MemberMergeField, MergeSource } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

export interface MergeMembersInput {
  survivorId: string;
  /** The survivor's revision the preview was built from: a change since is a conflict, not a silent overwrite. */
  revision: number;
  mergedId: string;
  fields: Partial<Record<MemberMergeField, MergeSource>>;
}

/** `POST /api/members/:id/merge` with `If-Match: <revision>`. */
export function mergeMembers({ survivorId, revision, mergedId, fields }: MergeMembersInput): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/members/${encodeURIComponent(survivorId)}/merge`, {
    method: 'POST',
    headers: { 'If-Match': String(revision) },
    body: { mergedId, fields },
  });
}

export function useMergeMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeMembers,
    // The merge screen shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    // Both records, the directory and the history change: every members query is refreshed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
