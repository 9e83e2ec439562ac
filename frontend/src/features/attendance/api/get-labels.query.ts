import type { CheckInLabels } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';

/** `GET /api/check-in/:id/labels`: the labels and receipt as a PDF, opened for the printer. */
export async function openLabels(checkInId: string): Promise<void> {
  const labels = await apiFetch<CheckInLabels>(`/api/check-in/${encodeURIComponent(checkInId)}/labels`);
  const bytes = Uint8Array.from(atob(labels.base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: labels.contentType }));
  window.open(url, '_blank', 'noopener');
  // The new tab has read it by then; the page keeps no copy of the children's notes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
