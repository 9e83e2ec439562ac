import type { CommandResult, UpdateMemberDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

export interface UpdateMemberInput {
  id: string;
  /** The revision the form was filled from; a later one on the server means a conflict. */
  revision: number;
  changes: UpdateMemberDto;
}

/** `PATCH /api/members/:id` with `If-Match: <revision>`. */
export function updateMember({ id, revision, changes }: UpdateMemberInput): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/members/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    headers: { 'If-Match': String(revision) },
    body: changes,
  });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    // The form (or dialog) shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
