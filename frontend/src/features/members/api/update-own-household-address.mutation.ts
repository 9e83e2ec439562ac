import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `PUT /api/members/me/household-address`: the shared address of the member's household (its head or spouse). */
export function updateOwnHouseholdAddress(address: string): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/members/me/household-address', { method: 'PUT', body: { address } });
}

export function useUpdateOwnHouseholdAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnHouseholdAddress,
    meta: SHOWS_OWN_ERRORS,
    // Households live under the members' key: the household card refreshes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
