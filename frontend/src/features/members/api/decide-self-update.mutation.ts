import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

export type SelfUpdateDecision = { id: string; decision: 'approve' } | { id: string; decision: 'decline'; reason: string };

/** `POST /api/members/self-updates/:id/approve`, or `/decline` with `{ reason }`. */
export function decideSelfUpdate(input: SelfUpdateDecision): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/members/self-updates/${encodeURIComponent(input.id)}/${input.decision}`, {
    method: 'POST',
    ...(input.decision === 'decline' ? { body: { reason: input.reason } } : {}),
  });
}

export function useDecideSelfUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideSelfUpdate,
    // An approval changes the member's record as well as the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
