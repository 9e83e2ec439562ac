import type { NotificationMessageKey, NotificationView } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import { INBOX_EVENT_TYPES, type InboxEvent } from '../domain/inbox.events';

export type NotificationDocument = Omit<NotificationView, 'id' | 'expiresAt' | 'link' | 'messageKey' | 'params'> & {
  _id: string;
  userId: string;
  expiresAt: string | null;
  link: string | null;
  messageKey: NotificationMessageKey | null;
  params: Record<string, string> | null;
  /** The inbox stream's revision this reflects: an event at or below it changes nothing. */
  revision: number;
  [key: string]: unknown;
};

export const NOTIFICATIONS_COLLECTION = 'notifications';

/** Each notification still in someone's centre, by its id. */
export const notificationsProjection: Projection<NotificationDocument> = {
  name: 'notifications',
  collection: NOTIFICATIONS_COLLECTION,
  version: 2,
  indexes: [{ spec: { userId: 1, timestamp: -1 } }],
  canHandle: (event) => INBOX_EVENT_TYPES.has(event.type),
  documentId: (event) => (event.data as { notificationId?: string }).notificationId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as InboxEvent;
    switch (event.type) {
      case 'NotificationDelivered': {
        if (document) return document;
        const { data } = event;
        return {
          _id: data.notificationId,
          userId: data.userId,
          title: data.title,
          message: data.message,
          messageKey: data.messageKey,
          params: data.params,
          type: data.notificationType,
          category: data.category,
          priority: data.priority,
          timestamp: data.deliveredAt,
          isRead: false,
          isDismissed: false,
          autoExpire: data.autoExpire,
          expiresAt: data.expiresAt,
          link: data.link,
          revision: recorded.revision,
        };
      }
      case 'NotificationRead':
        return document ? { ...document, isRead: true, revision: recorded.revision } : null;
      case 'NotificationDismissed':
        return document ? { ...document, isDismissed: true, revision: recorded.revision } : null;
      case 'NotificationRemoved':
      case 'NotificationExpired':
        return null;
      default:
        return document;
    }
  },
};

export function toNotificationView(document: NotificationDocument): NotificationView {
  const view: NotificationView = {
    id: document._id,
    title: document.title,
    message: document.message,
    type: document.type,
    category: document.category,
    priority: document.priority,
    timestamp: document.timestamp,
    isRead: document.isRead,
    isDismissed: document.isDismissed,
    autoExpire: document.autoExpire,
  };
  if (document.messageKey) view.messageKey = document.messageKey;
  if (document.params) view.params = document.params;
  if (document.expiresAt) view.expiresAt = document.expiresAt;
  if (document.link) view.link = document.link;
  return view;
}
