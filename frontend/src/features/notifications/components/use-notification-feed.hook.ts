import {
  isKept,
  isNew,
  keptNotifications,
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_RULES,
  toastFor,
  type NotificationList,
  type NotificationView,
} from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n';
import { realtime, type ConnectionState, type RealtimeClient } from '../../../shared/realtime';
import { useToast, type ToastTone } from '../../../shared/ui';
import { useNotifications } from '../api/get-notifications.query';
import { notificationKeys } from '../api/notifications-keys.constant';
import { notificationText } from './notification-text.util';

/** A new notification added to the centre as it was: newest first, once. */
export function withArrival(list: NotificationList, notification: NotificationView): NotificationList {
  if (list.items.some((n) => n.id === notification.id)) return list;
  return { items: [notification, ...list.items].slice(0, NOTIFICATION_LIST_LIMIT), unreadCount: list.unreadCount + (isNew(notification) ? 1 : 0) };
}

/** The centre at `now`: what the expiry rules have taken out no longer shows, nor counts. */
export function keptAt(list: NotificationList, now: number): NotificationList {
  const gone = list.items.filter((n) => !isKept(n, now));
  if (gone.length === 0) return list;
  return { items: keptNotifications(list.items, now), unreadCount: Math.max(0, list.unreadCount - gone.filter(isNew).length) };
}

function toneOf(notification: NotificationView): ToastTone {
  if (toastFor(notification).destructive) return 'error';
  return notification.type === 'warning' ? 'warning' : notification.type === 'success' ? 'success' : 'info';
}

export interface NotificationFeed {
  query: ReturnType<typeof useNotifications>;
  /** The centre as shown now (the expiry rules applied every 60 seconds), or undefined before the first load. */
  list: NotificationList | undefined;
  now: number;
  /** The last arrival that showed no toast, for the polite live region. */
  quietArrival: string | null;
}

/** How long the first fetch waits for the socket before going without it (blocked websockets, say). */
const FIRST_FETCH_WAITS_MS = 3_000;

/**
 * The user's notification centre kept live: new notifications arrive on the tab's socket (the
 * server puts every socket in its user's room), changes from other tabs and every reconnect
 * fetch it again, and the expiry rules are applied every 60 seconds. The first fetch waits for the
 * socket to join (or to fail, or 3 s), so what it misses arrives on the socket and signing in
 * fetches the centre once. High and urgent arrivals also show a toast (destructive for type error)
 * with a way to open the centre.
 */
export function useNotificationFeed({ onView, client = realtime }: { onView: () => void; client?: RealtimeClient }): NotificationFeed {
  const { t } = useTranslation('notifications');
  const queryClient = useQueryClient();
  const toast = useToast();
  // Whether the first fetch may go: the socket has joined (or given up, or kept us waiting too long).
  const joined = useRef(client.current.status !== 'connecting');
  const [mayFetch, setMayFetch] = useState(joined.current);
  const query = useNotifications(mayFetch);
  const [now, setNow] = useState(() => Date.now());
  const [quietArrival, setQuietArrival] = useState<string | null>(null);
  const format = useFormat();
  const latest = useRef({ t, dateTime: format.dateTime, toast, onView });
  latest.current = { t, dateTime: format.dateTime, toast, onView };

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), NOTIFICATION_RULES.checkEveryMs);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    const socket = client.acquire();
    const resync = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    const arrived = (notification: NotificationView) => {
      const key = notificationKeys.list();
      if (queryClient.getQueryData<NotificationList>(key)) queryClient.setQueryData<NotificationList>(key, (list) => list && withArrival(list, notification));
      else resync();
      setNow(Date.now());
      const { t: translate, dateTime, toast: toasts, onView: view } = latest.current;
      const text = notificationText(translate, notification, dateTime);
      if (toastFor(notification).show) {
        toasts.show({
          tone: toneOf(notification),
          title: text.title,
          message: text.message,
          action: { label: translate('toast.view'), altText: translate('toast.viewAlt'), onAction: view },
        });
        setQuietArrival(null);
      } else {
        setQuietArrival(translate('bell.arrived', { title: text.title }));
      }
    };
    const letFetch = () => {
      joined.current = true;
      setMayFetch(true);
    };
    // Every reconnect may have missed something; the first join lets the first fetch go instead.
    const follow = (state: ConnectionState) => {
      if (state.status === 'connecting') return;
      if (!joined.current) letFetch();
      else if (state.status === 'connected') resync();
    };
    const waited = setTimeout(() => {
      if (!joined.current) letFetch();
    }, FIRST_FETCH_WAITS_MS);
    socket.on('notification:new', arrived);
    socket.on('notifications:changed', resync);
    const stop = client.onState(follow);
    return () => {
      clearTimeout(waited);
      stop();
      socket.off('notification:new', arrived);
      socket.off('notifications:changed', resync);
      client.release();
    };
  }, [client, queryClient]);

  const list = useMemo(() => (query.data ? keptAt(query.data, now) : undefined), [query.data, now]);
  return { query, list, now, quietArrival };
}
