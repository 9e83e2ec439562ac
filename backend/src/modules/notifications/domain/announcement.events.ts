import type { AnnouncementAudience, NotificationPriority } from '@koinonia/contracts';

/** An administrator spoke to everyone or to one role; who and when are the event's metadata. */
export type AnnouncementSent = {
  type: 'AnnouncementSent';
  data: { announcementId: string; title: string; message: string; priority: NotificationPriority; audience: AnnouncementAudience };
};

export type AnnouncementEvent = AnnouncementSent;

export const announcementStream = (announcementId: string) => `announcement-${announcementId}`;
