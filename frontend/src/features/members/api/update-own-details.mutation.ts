import type { SelfUpdateDetailsDto, SelfUpdateResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `PUT /api/members/me/details`: the member's own email, phone and address (only those that changed). */
export function updateOwnDetails(changes: SelfUpdateDetailsDto): Promise<SelfUpdateResult> {
  return apiFetch<SelfUpdateResult>('/api/members/me/details', { method: 'PUT', body: changes });
}

export function useUpdateOwnDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnDetails,
    // The form shows catalogue errors on its fields.
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
