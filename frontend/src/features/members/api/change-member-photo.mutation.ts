import type { CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `PUT /api/members/:id/photo` (multipart, field `file`), or `DELETE` it when `file` is null. */
export function changeMemberPhoto({ id, file }: { id: string; file: File | null }): Promise<CommandResult> {
  const path = `/api/members/${encodeURIComponent(id)}/photo`;
  if (!file) return apiFetch<CommandResult>(path, { method: 'DELETE' });
  const body = new FormData();
  body.append('file', file);
  return apiFetch<CommandResult>(path, { method: 'PUT', body });
}

export function useChangeMemberPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberPhoto,
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKeys.all }),
  });
}
