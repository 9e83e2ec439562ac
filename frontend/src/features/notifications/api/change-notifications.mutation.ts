import type { NotificationList } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { notificationKeys } from './notifications-keys.constant';

/** One change to my centre; each answers the centre as it now is. */
export type NotificationChange = { kind: 'read' | 'dismiss'; id: string } | { kind: 'read-all' | 'dismiss-all' | 'clear' };

/**
 * `POST /api/notifications/:id/read`, `/:id/dismiss`, `/read-all`, `/dismiss-all`, `/clear`
 * (any signed-in user, their own centre only).
 */
export function changeNotifications(change: NotificationChange): Promise<NotificationList> {
  const path = 'id' in change ? `/api/notifications/${encodeURIComponent(change.id)}/${change.kind}` : `/api/notifications/${change.kind}`;
  return apiFetch<NotificationList>(path, { method: 'POST' });
}

export function useChangeNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeNotifications,
    onSuccess: (list) => queryClient.setQueryData(notificationKeys.list(), list),
    // A notification that has gone (expired, or cleared in another tab) answers 404: show what is there now.
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
