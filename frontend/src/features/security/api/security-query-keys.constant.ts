import type { FailedSignInRange, SecurityEventType } from '@koinonia/contracts';

export interface SecurityEventFilters {
  type?: SecurityEventType;
  userId?: string;
  /** ISO instants: [from, to). */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

/** Every security-center query lives under `['security']`. */
export const securityKeys = {
  all: ['security'] as const,
  events: () => [...securityKeys.all, 'events'] as const,
  eventList: (filters: SecurityEventFilters) => [...securityKeys.events(), filters] as const,
  failedSignIns: (range: FailedSignInRange, timeZone: string) => [...securityKeys.all, 'failed-sign-ins', range, timeZone] as const,
  accounts: () => [...securityKeys.all, 'accounts'] as const,
  sessions: () => [...securityKeys.all, 'sessions'] as const,
  anchor: () => [...securityKeys.all, 'anchor'] as const,
};
