import { Module } from '@nestjs/common';
import { PreferencesModule } from '../preferences/preferences.module';
import { AnnouncementsController } from './announcements.controller';
import { NotificationSweeper } from './notification-sweeper.service';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { NotificationDispatchReactor } from './reactors/notification-dispatch.reactor';

/** The notification centre: each user's inbox, announcements, alerts from other areas' events, expiry. */
@Module({
  imports: [PreferencesModule],
  controllers: [NotificationsController, AnnouncementsController],
  providers: [NotificationsService, NotificationDispatchReactor, NotificationSweeper],
  exports: [NotificationsService],
})
export class NotificationsModule {}
