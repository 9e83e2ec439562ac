export { securityKeys } from './api/security-query-keys.constant';
