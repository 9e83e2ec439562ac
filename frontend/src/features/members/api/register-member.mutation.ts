import type { CommandResult, RegisterMemberDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `POST /api/members`. */
export function registerMember(member: RegisterMemberDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/members', { method: 'POST', body: member });
}

export function useRegisterMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerMember,
    // The form (or dialog) shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    // Resolves once the lists on screen have re-read, at the new position: the member is there.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
