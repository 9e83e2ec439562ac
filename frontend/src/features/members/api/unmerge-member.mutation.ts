import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `POST /api/members/:id/unmerge`: both records back as they were before the merge. */
export function unmergeMember({ survivorId, mergedId }: { survivorId: string; mergedId: string }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/members/${encodeURIComponent(survivorId)}/unmerge`, { method: 'POST', body: { mergedId } });
}

export function useUnmergeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmergeMember,
    // The profile shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
