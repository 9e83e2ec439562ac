/** Every query of the user administration lives under `['users-admin']`, so one invalidation refreshes them all. */
export const usersAdminKeys = {
  all: ['users-admin'] as const,
  list: () => [...usersAdminKeys.all, 'list'] as const,
  outbox: () => [...usersAdminKeys.all, 'outbox'] as const,
  securityPolicy: () => [...usersAdminKeys.all, 'security-policy'] as const,
};
