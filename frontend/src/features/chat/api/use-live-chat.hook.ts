import { chatRoom, type ChatAuthor, type ChatHistoryPage, type ChatMessageView, type ChatPresenceView, type ChatTypingView } from '@koinonia/contracts';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { consistency } from '../../../shared/api';
import { realtime, type ConnectionState } from '../../../shared/realtime';
import { chatKeys } from './chat-keys.constant';

/** How long "typing…" shows after the last sign of it. */
const TYPING_SHOWS_MS = 4_000;

/** Puts a message, as it now is, into its channel's cached history (a new one on the newest page). */
function upsert(data: InfiniteData<ChatHistoryPage> | undefined, message: ChatMessageView): InfiniteData<ChatHistoryPage> | undefined {
  if (!data || data.pages.length === 0) return data;
  let found = false;
  const pages = data.pages.map((page) => ({
    ...page,
    messages: page.messages.map((m) => {
      if (m.id !== message.id) return m;
      found = true;
      return message;
    }),
  }));
  if (!found) pages[0] = { ...pages[0]!, messages: [message, ...pages[0]!.messages] };
  return { ...data, pages };
}

/**
 * Joins the room of every channel the reader belongs to on the tab's socket: the open channel's
 * messages arrive in its history as they are sent, edited or deleted; another channel's bump the
 * channel list (its unread count). Who is typing in each channel is kept for a few seconds; who has
 * each channel open (presence) as the server pushes it whenever someone comes or goes.
 */
export function useLiveChat(channelIds: readonly string[]) {
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<Record<string, ChatTypingView[]>>({});
  const [live, setLive] = useState(false);
  const [presence, setPresence] = useState<Record<string, ChatAuthor[]>>({});
  const timers = useRef(new Map<string, number>());
  const key = [...channelIds].sort().join(',');

  useEffect(() => {
    const ids = key ? key.split(',') : [];
    const socket = realtime.acquire();
    const onMessage = (message: ChatMessageView) => {
      queryClient.setQueryData<InfiniteData<ChatHistoryPage>>(chatKeys.history(message.channelId), (data) => upsert(data, message));
      void queryClient.invalidateQueries({ queryKey: chatKeys.channels() });
      setTyping((current) => ({ ...current, [message.channelId]: (current[message.channelId] ?? []).filter((t) => t.userId !== message.author.id) }));
    };
    const onTyping = (who: ChatTypingView) => {
      setTyping((current) => ({ ...current, [who.channelId]: [...(current[who.channelId] ?? []).filter((t) => t.userId !== who.userId), who] }));
      const timerKey = `${who.channelId}:${who.userId}`;
      window.clearTimeout(timers.current.get(timerKey));
      timers.current.set(
        timerKey,
        window.setTimeout(
          () => setTyping((current) => ({ ...current, [who.channelId]: (current[who.channelId] ?? []).filter((t) => t.userId !== who.userId) })),
          TYPING_SHOWS_MS,
        ),
      );
    };
    const onPresence = ({ channelId, people }: ChatPresenceView) => setPresence((current) => ({ ...current, [channelId]: people }));
    const onChannels = ({ position }: { channelId: string; position: string }) => {
      consistency.note(position);
      void queryClient.invalidateQueries({ queryKey: chatKeys.channels() });
    };
    const joinAll = () => Promise.all(ids.map((id) => realtime.rejoin(chatRoom(id)))).then((acks) => setLive(acks.every((ack) => ack.ok)));
    const follow = (state: ConnectionState) => {
      if (state.status === 'connected') {
        // Back after a lost connection: join again and fetch what was missed.
        void joinAll();
        void queryClient.invalidateQueries({ queryKey: chatKeys.all });
      } else {
        setLive(false);
        setPresence({});
      }
    };
    socket.on('chat:message', onMessage);
    socket.on('chat:typing', onTyping);
    socket.on('chat:channels', onChannels);
    socket.on('chat:presence', onPresence);
    const stop = realtime.onState(follow);
    void Promise.all(ids.map((id) => realtime.join(chatRoom(id)))).then((acks) => setLive(acks.every((ack) => ack.ok)));
    const pending = timers.current;
    return () => {
      stop();
      socket.off('chat:message', onMessage);
      socket.off('chat:typing', onTyping);
      socket.off('chat:channels', onChannels);
      socket.off('chat:presence', onPresence);
      for (const id of ids) realtime.leave(chatRoom(id));
      for (const timer of pending.values()) window.clearTimeout(timer);
      realtime.release();
    };
  }, [key, queryClient]);

  return { typing, live, presence };
}
