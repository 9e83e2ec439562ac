import type { AdminUserView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/api';

/** `GET /api/admin/users`: every account with its last sign-in and lockout state. */
export function getAccounts(signal?: AbortSignal): Promise<AdminUserView[]> {
  return apiFetch<AdminUserView[]>('/api/admin/users', { signal });
}

export function useAccounts() {
  return useQuery(queryOptions({ queryKey: ['admin', 'users'], queryFn: ({ signal }) => getAccounts(signal) }));
}
