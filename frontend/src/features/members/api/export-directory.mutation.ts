import { useMutation } from '@tanstack/react-query';
import { consistency, errorFromResponse, ApiError } from '../../../shared/api';
import { currentLanguage } from '../../../shared/i18n';
import type { MemberListParams } from './members-query-keys.constant';

export type DirectoryExportKind = 'csv' | 'photo-directory' | 'labels';

/** Each export's endpoint and the file name it is saved as; labels take no filter (every household and person with an address). */
const EXPORTS: Record<DirectoryExportKind, { path: string; filename: string; filtered: boolean }> = {
  csv: { path: '/api/members/export.csv', filename: 'directory.csv', filtered: true },
  'photo-directory': { path: '/api/members/photo-directory.pdf', filename: 'photo-directory.pdf', filtered: true },
  labels: { path: '/api/members/labels.pdf', filename: 'mailing-labels.pdf', filtered: false },
};

/** The list's filters, as the export takes them (no paging: an export is every page). */
export type DirectoryExportFilter = Pick<MemberListParams, 'search' | 'role' | 'ministry' | 'status' | 'sort'>;

/**
 * `GET /api/members/export.csv`, `…/photo-directory.pdf`, `…/labels.pdf`: fetched as bytes (with
 * the session cookie, the interface language and the read-your-writes position, like every read),
 * then saved through a temporary link. A refusal throws an ApiError with the catalogue's code.
 */
export async function downloadDirectoryExport(kind: DirectoryExportKind, filter: DirectoryExportFilter): Promise<void> {
  const { path, filename, filtered } = EXPORTS[kind];
  const params = new URLSearchParams();
  if (filtered) for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value));
  const query = params.toString();
  let response: Response;
  try {
    response = await fetch(query ? `${path}?${query}` : path, {
      credentials: 'include',
      headers: { 'Accept-Language': currentLanguage(), ...consistency.headers() },
    });
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError({ code: 'NETWORK_ERROR', status: 0 });
    throw error;
  }
  if (!response.ok) throw errorFromResponse(response.status, parsed(await response.text().catch(() => '')));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** One export at a time: `isPending` is the busy state the menu shows. */
export function useExportDirectory() {
  return useMutation({ mutationFn: ({ kind, filter }: { kind: DirectoryExportKind; filter: DirectoryExportFilter }) => downloadDirectoryExport(kind, filter) });
}
