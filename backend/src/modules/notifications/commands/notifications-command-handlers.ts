import { ClearNotificationsHandler } from './clear-notifications/clear-notifications.handler';
import { DeliverNotificationHandler } from './deliver-notification/deliver-notification.handler';
import { DismissNotificationsHandler } from './dismiss-notifications/dismiss-notifications.handler';
import { MarkNotificationsReadHandler } from './mark-notifications-read/mark-notifications-read.handler';
import { SendAnnouncementHandler } from './send-announcement/send-announcement.handler';
import { SweepInboxHandler } from './sweep-inbox/sweep-inbox.handler';

/** The notifications context's write side: one handler per use case. */
export const NOTIFICATIONS_COMMAND_HANDLERS = [
  MarkNotificationsReadHandler,
  DismissNotificationsHandler,
  ClearNotificationsHandler,
  SweepInboxHandler,
  DeliverNotificationHandler,
  SendAnnouncementHandler,
];
