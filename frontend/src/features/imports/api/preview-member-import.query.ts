import type { ImportDuplicateChoice, ImportMapping, MemberImportPreview } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { memberImportKeys } from './member-import-keys.constant';

/** `POST /api/imports/members/:id/preview`: what committing would do under this mapping (null: the guessed one). Writes nothing, so it is read as a query. */
export function previewMemberImport(id: string, mapping: ImportMapping | null, duplicates: ImportDuplicateChoice): Promise<MemberImportPreview> {
  return apiFetch<MemberImportPreview>(`/api/imports/members/${encodeURIComponent(id)}/preview`, {
    method: 'POST',
    body: mapping ? { mapping, duplicates } : { duplicates },
  });
}

export function useMemberImportPreview(id: string, mapping: ImportMapping | null, duplicates: ImportDuplicateChoice, enabled: boolean) {
  return useQuery({
    queryKey: memberImportKeys.preview(id, mapping, duplicates),
    queryFn: () => previewMemberImport(id, mapping, duplicates),
    enabled,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
