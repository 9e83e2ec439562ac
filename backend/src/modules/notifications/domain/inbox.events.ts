import type { NotificationCategory, NotificationMessageKey, NotificationPriority, NotificationType } from '@koinonia/contracts';

import type { NotificationOrigin } from '../../../platform/notifications/notification-source.type';

export type NotificationDelivered = {
  type: 'NotificationDelivered';
  data: {
    userId: string;
    notificationId: string;
    /** An announcement's own words; empty when `messageKey` names a text the reader's language supplies. */
    title: string;
    message: string;
    messageKey: NotificationMessageKey | null;
    params: Record<string, string> | null;
    notificationType: NotificationType;
    category: NotificationCategory;
    priority: NotificationPriority;
    autoExpire: boolean;
    /** When it reached the centre (the decider's clock), so the inbox alone can tell its age. */
    deliveredAt: string;
    expiresAt: string | null;
    link: string | null;
    source: NotificationOrigin;
  };
};
export type NotificationRead = { type: 'NotificationRead'; data: { userId: string; notificationId: string } };
export type NotificationDismissed = { type: 'NotificationDismissed'; data: { userId: string; notificationId: string } };
/** Cleared from the notification centre by its owner. */
export type NotificationRemoved = { type: 'NotificationRemoved'; data: { userId: string; notificationId: string } };
/** Taken out by the rules: its auto-expiry passed, or it was read or dismissed more than 3 days ago. */
export type NotificationExpired = { type: 'NotificationExpired'; data: { userId: string; notificationId: string } };

export type InboxEvent = NotificationDelivered | NotificationRead | NotificationDismissed | NotificationRemoved | NotificationExpired;
export const INBOX_EVENT_TYPES: ReadonlySet<string> = new Set([
  'NotificationDelivered',
  'NotificationRead',
  'NotificationDismissed',
  'NotificationRemoved',
  'NotificationExpired',
]);

export const inboxStream = (userId: string) => `inbox-${userId}`;
