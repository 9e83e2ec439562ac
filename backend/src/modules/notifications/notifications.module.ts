import { ContextModule } from '../../platform/context/context-module.decorator';
import { PreferencesModule } from '../preferences';
import { AnnouncementsController } from './announcements.controller';
import { InboxChanges } from './commands/inbox-changes.service';
import { NOTIFICATIONS_COMMAND_HANDLERS } from './commands/notifications-command-handlers';
import { NotificationSweeper } from './notification-sweeper.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { NotificationQueries } from './queries/notification-queries.service';
import { NotificationDispatchReactor } from './reactors/notification-dispatch.reactor';
import { announcementNotification } from './announcement.notification';
import { notificationsProjection } from './projections/notifications.projection';

/** The notification centre: each user's inbox, announcements, alerts from other areas' events, expiry. */
@ContextModule({
  name: 'notifications',
  imports: [PreferencesModule],
  controllers: [NotificationsController, AnnouncementsController],
  providers: [NotificationsService, NotificationSweeper, NotificationQueries, InboxChanges, ...NOTIFICATIONS_COMMAND_HANDLERS],
  exports: [NotificationsService],
  projections: [notificationsProjection],
  notificationSources: [announcementNotification],
  reactors: [NotificationDispatchReactor],
})
export class NotificationsModule {}
