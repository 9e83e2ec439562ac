import type { NotificationSource } from '../../platform/notifications/notification-source.type';
import type { AnnouncementSent } from './domain/announcement.events';
import { audienceOf } from './domain/notification-audience';

/** An announcement reaches its audience in the administrator's own words (the accounts among its people, when sent to people). */
export const announcementNotification: NotificationSource = {
  eventType: 'AnnouncementSent' satisfies AnnouncementSent['type'],
  priorityOf: (event) => (event.data as AnnouncementSent['data']).priority,
  notificationFor(event) {
    const data = event.data as AnnouncementSent['data'];
    const userIds = data.channels?.userIds;
    return {
      audience: userIds ? { kind: 'users', userIds } : audienceOf(data.audience ?? 'everyone'),
      draft: {
        title: data.title,
        message: data.message,
        messageKey: null,
        params: null,
        notificationType: 'info',
        category: 'announcement',
        priority: data.priority,
        autoExpire: true,
        link: '/announcements',
        source: { kind: 'announcement', announcementId: data.announcementId },
      },
    };
  },
};
