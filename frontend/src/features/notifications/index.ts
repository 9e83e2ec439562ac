export { AnnouncementCard } from './components/announcement-card';
export { NotificationBell } from './components/notification-bell';
export { notificationKeys } from './api/notifications-keys.constant';
