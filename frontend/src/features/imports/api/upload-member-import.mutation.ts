import type { MemberImportPreview } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, errorFromResponse, ApiError } from '../../../shared/api';
import { currentLanguage } from '../../../shared/i18n';
import { memberImportKeys } from './member-import-keys.constant';

/** `POST /api/imports/members`, multipart with the file in `file`: the file read, its mapping guessed, every row previewed. */
export async function uploadMemberImport(file: File): Promise<MemberImportPreview> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch('/api/imports/members', {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage() },
    });
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError({ code: 'NETWORK_ERROR', status: 0 });
    throw error;
  }
  const payload = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) throw errorFromResponse(response.status, payload);
  return payload as MemberImportPreview;
}

export function useUploadMemberImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMemberImport,
    // The upload step shows the failure beside the drop zone.
    meta: SHOWS_OWN_ERRORS,
    onSuccess: (answer) => queryClient.setQueryData(memberImportKeys.preview(answer.id, null, 'skip'), answer),
  });
}
