import type { CommandResult, SongDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { songPath } from './worship-query-keys.constant';
import { useWorshipCommand } from './use-worship-command.hook';

/** `POST /api/songs`, or `PUT /api/songs/:id` on the revision the form was filled from. */
export const useSaveSong = () =>
  useWorshipCommand(({ id, revision, song }: { id: string | null; revision: number | null; song: SongDto }) =>
    id
      ? apiFetch<CommandResult>(songPath(id), { method: 'PUT', body: song, headers: revision === null ? {} : { 'If-Match': `"${revision}"` } })
      : apiFetch<CommandResult>('/api/songs', { method: 'POST', body: song }),
  );

/** `POST /api/songs/:id/attachments`: a chord chart (PDF or image). */
export const useAttachChart = () =>
  useWorshipCommand(({ id, file }: { id: string; file: File }) => {
    const form = new FormData();
    form.append('file', file);
    return apiFetch<CommandResult>(`${songPath(id)}/attachments`, { method: 'POST', body: form });
  });

/** `DELETE /api/songs/:id/attachments/:attachmentId`. */
export const useDetachChart = () =>
  useWorshipCommand(({ id, attachmentId }: { id: string; attachmentId: string }) =>
    apiFetch<CommandResult>(`${songPath(id)}/attachments/${encodeURIComponent(attachmentId)}`, { method: 'DELETE' }),
  );
