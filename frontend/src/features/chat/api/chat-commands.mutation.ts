import type { CommandResult, CreateChatChannelDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { chatKeys } from './chat-keys.constant';

const messagePath = (id: string, step = '') => `/api/chat/messages/${encodeURIComponent(id)}${step}`;

/** A chat command: the screen shows its own refusal; the channel's history and the list are refreshed after it. */
function useChatCommand<Input>(send: (input: Input) => Promise<CommandResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, meta: SHOWS_OWN_ERRORS, onSettled: () => client.invalidateQueries({ queryKey: chatKeys.all }) });
}

/** `PATCH /api/chat/messages/:id`. */
export const useEditMessage = () =>
  useChatCommand(({ id, text }: { id: string; text: string }) => apiFetch<CommandResult>(messagePath(id), { method: 'PATCH', body: { text } }));

/** `DELETE /api/chat/messages/:id`. */
export const useDeleteMessage = () => useChatCommand((id: string) => apiFetch<CommandResult>(messagePath(id), { method: 'DELETE' }));

/** `PUT /api/chat/messages/:id/reactions`. */
export const useReact = () =>
  useChatCommand(({ id, emoji, on }: { id: string; emoji: string; on: boolean }) =>
    apiFetch<CommandResult>(messagePath(id, '/reactions'), { method: 'PUT', body: { emoji, on } }),
  );

/** `POST /api/chat/messages/:id/report`. */
export const useReport = () => useChatCommand((id: string) => apiFetch<CommandResult>(messagePath(id, '/report'), { method: 'POST', body: {} }));

/** `POST /api/chat/channels`. */
export const useOpenChannel = () => useChatCommand((body: CreateChatChannelDto) => apiFetch<CommandResult>('/api/chat/channels', { method: 'POST', body }));

/** `POST /api/chat/channels/:id/read`: quietly, no refresh of the history (only the list's count moves). */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ channelId, seq }: { channelId: string; seq: number }) =>
      apiFetch<CommandResult>(`/api/chat/channels/${encodeURIComponent(channelId)}/read`, { method: 'POST', body: { seq } }),
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => client.invalidateQueries({ queryKey: chatKeys.channels() }),
  });
}
