export { securityKeys } from './api/security-query-keys.constant';
export { RecentSecurityEvents } from './components/recent-security-events';
