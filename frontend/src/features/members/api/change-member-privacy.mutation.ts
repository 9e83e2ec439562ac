import type { CommandResult, MemberPrivacy } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch, isApiError } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

export interface ChangeMemberPrivacyInput {
  id: string;
  /** The revision the choices on screen came from. */
  revision: number;
  privacy: MemberPrivacy;
}

/** `PUT /api/members/:id/privacy` with `If-Match: <revision>`: the whole choice. */
export function changeMemberPrivacy({ id, revision, privacy }: ChangeMemberPrivacyInput): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/members/${encodeURIComponent(id)}/privacy`, {
    method: 'PUT',
    headers: { 'If-Match': String(revision) },
    body: privacy,
  });
}

export function useChangeMemberPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberPrivacy,
    // The privacy section shows the failure itself.
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
    // Someone changed the record meanwhile: fetch the latest, so the next save starts from it.
    onError: (error) => {
      if (isApiError(error) && error.code === 'CONCURRENCY_CONFLICT') void queryClient.invalidateQueries({ queryKey: membersKeys.all });
    },
  });
}
