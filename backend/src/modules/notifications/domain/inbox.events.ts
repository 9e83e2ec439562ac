import type { NotificationCategory, NotificationPriority, NotificationType } from '@koinonia/contracts';

/** What a notification came from: an announcement, or another event (a lockout, ...). Its id is derived from this. */
export type NotificationSource = { kind: 'announcement'; announcementId: string } | { kind: 'event'; eventId: string };

export type NotificationDelivered = {
  type: 'NotificationDelivered';
  data: {
    userId: string;
    notificationId: string;
    title: string;
    message: string;
    notificationType: NotificationType;
    category: NotificationCategory;
    priority: NotificationPriority;
    autoExpire: boolean;
    expiresAt: string | null;
    link: string | null;
    source: NotificationSource;
  };
};
export type NotificationRead = { type: 'NotificationRead'; data: { userId: string; notificationId: string } };
export type NotificationDismissed = { type: 'NotificationDismissed'; data: { userId: string; notificationId: string } };
/** Cleared from the notification centre by its owner. */
export type NotificationRemoved = { type: 'NotificationRemoved'; data: { userId: string; notificationId: string } };

export type InboxEvent = NotificationDelivered | NotificationRead | NotificationDismissed | NotificationRemoved;
export const INBOX_EVENT_TYPES: ReadonlySet<string> = new Set(['NotificationDelivered', 'NotificationRead', 'NotificationDismissed', 'NotificationRemoved']);

export const inboxStream = (userId: string) => `inbox-${userId}`;
