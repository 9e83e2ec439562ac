import type { NotificationList } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { notificationKeys } from './notifications-keys.constant';

/** `GET /api/notifications`: my centre (kept, not dismissed, newest first) and how many are unread. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return apiFetch<NotificationList>('/api/notifications', { signal });
}

/** `enabled: false` holds the first fetch back (the feed waits for its socket to join, see useNotificationFeed). */
export function useNotifications(enabled = true) {
  return useQuery({ queryKey: notificationKeys.list(), queryFn: ({ signal }) => getNotifications(signal), enabled });
}
