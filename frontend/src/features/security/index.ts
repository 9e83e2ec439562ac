export { RecentSecurityEvents } from './components/recent-security-events';
