import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { consistency } from '../../../shared/api';
import { realtime } from '../../../shared/realtime';
import { chatKeys } from './chat-keys.constant';
import { ChatOutbox, type OutboxSnapshot } from './chat-outbox';

const EMPTY: OutboxSnapshot = { items: [], drafts: {} };
/** While something waits, try again this often too (a connection can come back without an `online` event). */
const RETRY_MS = 5_000;

/** The signed-in person's outbox (messages on their way, and files chosen in each channel's composer): flushed when the browser is back online, the socket reconnects, and every few seconds while something waits. */
export function useChatOutbox(userId: string | null) {
  const queryClient = useQueryClient();
  const outbox = useMemo(
    () =>
      userId
        ? new ChatOutbox(`koinonia.chat.outbox.${userId}`, (item, result) => {
            consistency.note(result.position);
            void queryClient.invalidateQueries({ queryKey: chatKeys.history(item.channelId) });
          })
        : null,
    [userId, queryClient],
  );
  const snapshot = useSyncExternalStore(
    (listener) => outbox?.subscribe(listener) ?? (() => undefined),
    () => outbox?.current ?? EMPTY,
  );

  useEffect(() => {
    if (!outbox) return;
    const flush = () => void outbox.flush();
    window.addEventListener('online', flush);
    const stop = realtime.onState((state) => {
      if (state.status === 'connected') flush();
    });
    const timer = window.setInterval(() => {
      if (outbox.current.items.some((item) => item.state === 'queued')) flush();
    }, RETRY_MS);
    flush();
    return () => {
      window.removeEventListener('online', flush);
      stop();
      window.clearInterval(timer);
    };
  }, [outbox]);

  return { items: snapshot.items, drafts: snapshot.drafts, outbox };
}
