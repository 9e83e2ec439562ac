import { ContextModule } from '../../platform/context/context-module.decorator';
import { PreferencesModule } from '../preferences';
import { AnnouncementsController } from './announcements.controller';
import { NotificationSweeper } from './notification-sweeper.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { NotificationDispatchReactor } from './reactors/notification-dispatch.reactor';
import { announcementNotification } from './announcement.notification';
import { notificationsProjection } from './projections/notifications.projection';

/** The notification centre: each user's inbox, announcements, alerts from other areas' events, expiry. */
@ContextModule({
  name: 'notifications',
  imports: [PreferencesModule],
  controllers: [NotificationsController, AnnouncementsController],
  providers: [NotificationsService, NotificationSweeper],
  exports: [NotificationsService],
  projections: [notificationsProjection],
  notificationSources: [announcementNotification],
  reactors: [NotificationDispatchReactor],
})
export class NotificationsModule {}
