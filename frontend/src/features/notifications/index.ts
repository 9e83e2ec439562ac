export { AnnouncementCard } from './components/announcement-card';
export { LazyNotificationBell as NotificationBell } from './components/notification-bell.lazy';
