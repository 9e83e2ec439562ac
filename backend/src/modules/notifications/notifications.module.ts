import { ContextModule } from '../../platform/context/context-module.decorator';
import { EmailBroadcastsModule, MessagingModule } from '../messaging';
import { PreferencesModule } from '../preferences';
import { AnnouncementReachService } from './audience/announcement-reach.service';
import { announcementBoardProjection } from './projections/announcement-board.projection';
import { AnnouncementBoardQueries } from './queries/announcement-board-queries.service';
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

/** The notification centre: each user's inbox, announcements (and their board), alerts from other areas' events, expiry. */
@ContextModule({
  name: 'notifications',
  imports: [PreferencesModule, EmailBroadcastsModule, MessagingModule],
  controllers: [NotificationsController, AnnouncementsController],
  providers: [
    AnnouncementReachService,
    AnnouncementBoardQueries,
    NotificationsService,
    NotificationSweeper,
    NotificationQueries,
    InboxChanges,
    ...NOTIFICATIONS_COMMAND_HANDLERS,
  ],
  exports: [NotificationsService],
  projections: [notificationsProjection, announcementBoardProjection],
  notificationSources: [announcementNotification],
  reactors: [NotificationDispatchReactor],
})
export class NotificationsModule {}
