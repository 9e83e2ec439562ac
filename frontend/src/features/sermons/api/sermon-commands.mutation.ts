import type { ChangeSermonDto, CommandResult, CreateSermonDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { sermonsKeys } from './sermons-keys.constant';

const sermonPath = (id: string) => `/api/sermons/${encodeURIComponent(id)}`;

/** A sermon command: the screen shows its own refusal; every sermon read is refreshed after it. */
function useSermonCommand<Input>(send: (input: Input) => Promise<CommandResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => client.invalidateQueries({ queryKey: sermonsKeys.all }),
  });
}

/** `POST /api/sermons`: a new draft. */
export const useCreateSermon = () => useSermonCommand((body: CreateSermonDto) => apiFetch<CommandResult>('/api/sermons', { method: 'POST', body }));

/** `PATCH /api/sermons/:id` with `If-Match: <revision>`: a stale revision is 409. */
export const useChangeSermon = () =>
  useSermonCommand(({ id, revision, body }: { id: string; revision: number; body: ChangeSermonDto }) =>
    apiFetch<CommandResult>(sermonPath(id), { method: 'PATCH', headers: { 'If-Match': String(revision) }, body }),
  );

/** `POST /api/sermons/:id/publish` or `/unpublish`. */
export const usePublishSermon = () =>
  useSermonCommand(({ id, publish }: { id: string; publish: boolean }) =>
    apiFetch<CommandResult>(`${sermonPath(id)}/${publish ? 'publish' : 'unpublish'}`, { method: 'POST', body: {} }),
  );
