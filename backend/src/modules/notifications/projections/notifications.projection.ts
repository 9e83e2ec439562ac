import type { NotificationView } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import { INBOX_EVENT_TYPES, type InboxEvent } from '../domain/inbox.events';

export type NotificationDocument = Omit<NotificationView, 'id' | 'expiresAt' | 'link'> & {
  _id: string;
  userId: string;
  expiresAt: string | null;
  link: string | null;
  [key: string]: unknown;
};

/** Each notification still in someone's centre, by its id. */
export const notificationsProjection: Projection<NotificationDocument> = {
  name: 'notifications',
  collection: 'notifications',
  version: 1,
  indexes: [{ spec: { userId: 1, timestamp: -1 } }],
  canHandle: (event) => INBOX_EVENT_TYPES.has(event.type),
  documentId: (event) => (event.data as { notificationId?: string }).notificationId ?? null,
  apply(document, recorded) {
    const event = { type: recorded.type, data: recorded.data } as InboxEvent;
    switch (event.type) {
      case 'NotificationDelivered': {
        // Delivered once; a replay finds the document already there and leaves its state alone.
        if (document) return document;
        const { data } = event;
        return {
          _id: data.notificationId,
          userId: data.userId,
          title: data.title,
          message: data.message,
          type: data.notificationType,
          category: data.category,
          priority: data.priority,
          timestamp: recorded.metadata.occurredAt,
          isRead: false,
          isDismissed: false,
          autoExpire: data.autoExpire,
          expiresAt: data.expiresAt,
          link: data.link,
        };
      }
      case 'NotificationRead':
        return document ? { ...document, isRead: true } : null;
      case 'NotificationDismissed':
        return document ? { ...document, isDismissed: true } : null;
      case 'NotificationRemoved':
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
  if (document.expiresAt) view.expiresAt = document.expiresAt;
  if (document.link) view.link = document.link;
  return view;
}
