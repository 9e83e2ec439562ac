import type { ChatChannelView, ChatHistoryPage, ChatPersonView, CurrentUser } from '@koinonia/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { chatKeys } from './chat-keys.constant';

/** Who is signed in: one's own messages are the ones to edit and delete. */
export const useChatMe = () =>
  useQuery({ queryKey: chatKeys.me(), queryFn: ({ signal }) => apiFetch<CurrentUser>('/api/auth/user', { signal }), staleTime: Infinity });

/** `GET /api/chat/channels`: the reader's channels with unread counts. */
export const useChatChannels = () =>
  useQuery({ queryKey: chatKeys.channels(), queryFn: ({ signal }) => apiFetch<ChatChannelView[]>('/api/chat/channels', { signal }) });

/** `GET /api/chat/channels/:id/messages?before=`: pages of history, newest first; each next page is further back. */
export const useChatHistory = (channelId: string | null) =>
  useInfiniteQuery({
    queryKey: chatKeys.history(channelId ?? ''),
    enabled: channelId !== null,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ChatHistoryPage>(`/api/chat/channels/${encodeURIComponent(channelId!)}/messages`, {
        query: pageParam === undefined ? {} : { before: String(pageParam) },
        signal,
      }),
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });

/** `GET /api/chat/people`: whom one may write to directly. */
export const useChatPeople = (enabled: boolean) =>
  useQuery({ queryKey: chatKeys.people(), queryFn: ({ signal }) => apiFetch<ChatPersonView[]>('/api/chat/people', { signal }), enabled });
