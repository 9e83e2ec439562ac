import type { AddRestreamDestinationDto, CommandResult, StreamKeyView } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { livestreamKeys } from './livestream-keys.constant';

function useLivestreamCommand<Input, Output = CommandResult>(send: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: SHOWS_OWN_ERRORS,
    onSettled: () => client.invalidateQueries({ queryKey: livestreamKeys.all }),
  });
}

const destinationPath = (id: string) => `/api/livestream/destinations/${encodeURIComponent(id)}`;

/** `POST /api/livestream/key/rotate`: the new key, shown once. */
export const useRotateStreamKey = () =>
  useLivestreamCommand<void, StreamKeyView>(() => apiFetch<StreamKeyView>('/api/livestream/key/rotate', { method: 'POST', body: {} }));

/** `POST /api/livestream/destinations`. */
export const useAddDestination = () =>
  useLivestreamCommand((body: AddRestreamDestinationDto) => apiFetch<CommandResult>('/api/livestream/destinations', { method: 'POST', body }));

/** `PUT /api/livestream/destinations/:id/enabled`. */
export const useSetDestinationEnabled = () =>
  useLivestreamCommand(({ id, enabled }: { id: string; enabled: boolean }) =>
    apiFetch<CommandResult>(`${destinationPath(id)}/enabled`, { method: 'PUT', body: { enabled } }),
  );

/** `DELETE /api/livestream/destinations/:id`. */
export const useRemoveDestination = () => useLivestreamCommand((id: string) => apiFetch<CommandResult>(destinationPath(id), { method: 'DELETE' }));

/** `PUT /api/livestream/options`. */
export const useSetPublicWatch = () =>
  useLivestreamCommand((publicWatch: boolean) => apiFetch<CommandResult>('/api/livestream/options', { method: 'PUT', body: { publicWatch } }));
