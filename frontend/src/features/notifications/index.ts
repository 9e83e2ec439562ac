export { AnnouncementCard } from './components/announcement-card';
export { NotificationBell } from './components/notification-bell';
