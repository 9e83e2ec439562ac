import type { MemberImportView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { memberImportKeys } from './member-import-keys.constant';

/** How often the page asks while the job runs: the bar moves, and a reload finds it where it was. */
export const IMPORT_POLL_MS = 1000;

/** `GET /api/imports/members/:id`: status, progress and each row's outcome. */
export function getMemberImport(id: string, signal?: AbortSignal): Promise<MemberImportView> {
  return apiFetch<MemberImportView>(`/api/imports/members/${encodeURIComponent(id)}`, { signal });
}

export function useMemberImport(id: string) {
  return useQuery({
    queryKey: memberImportKeys.detail(id),
    queryFn: ({ signal }) => getMemberImport(id, signal),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data?.status === 'running' || query.state.data?.status === 'undoing' ? IMPORT_POLL_MS : false),
  });
}
