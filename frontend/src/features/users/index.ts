export { usersAdminKeys } from './api/users-admin-query-keys.constant';
