/** The notifications context's public face. Other contexts register notification sources instead of calling it. */
export { NotificationsModule } from './notifications.module';
export { SendAnnouncementCommand } from './commands/send-announcement/send-announcement.command';
