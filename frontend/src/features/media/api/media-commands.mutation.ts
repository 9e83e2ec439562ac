import type { ChangeMediaDto, CommandResult } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { mediaKeys } from '../../../shared/media/media-keys.constant';

const filePath = (id: string) => `/api/media/${encodeURIComponent(id)}`;

/** A media command: the screen shows its own refusal; every media read is refreshed after it. */
function useMediaCommand<Input>(send: (input: Input) => Promise<CommandResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, meta: SHOWS_OWN_ERRORS, onSettled: () => client.invalidateQueries({ queryKey: mediaKeys.all }) });
}

/** `PATCH /api/media/:id` with the revision the form was filled from. */
export const useChangeMedia = () =>
  useMediaCommand(({ id, revision, ...body }: ChangeMediaDto & { id: string; revision: number }) =>
    apiFetch<CommandResult>(filePath(id), { method: 'PATCH', body, headers: { 'If-Match': `"${revision}"` } }),
  );

/** `DELETE /api/media/:id`, with `?confirm=true` once the person has seen where it is used. */
export const useDeleteMedia = () =>
  useMediaCommand(({ id, confirm }: { id: string; confirm: boolean }) =>
    apiFetch<CommandResult>(filePath(id), { method: 'DELETE', ...(confirm ? { query: { confirm: 'true' } } : {}) }),
  );

/** `PUT /api/media/settings`: the upload size limit. */
export const useChangeMediaSettings = () =>
  useMediaCommand(({ maxUploadBytes, revision }: { maxUploadBytes: number; revision: number }) =>
    apiFetch<CommandResult>('/api/media/settings', { method: 'PUT', body: { maxUploadBytes }, headers: revision >= 0 ? { 'If-Match': `"${revision}"` } : {} }),
  );
