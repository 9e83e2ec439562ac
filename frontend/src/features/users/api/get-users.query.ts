import type { AdminUserView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { usersAdminKeys } from './users-admin-query-keys.constant';

/** `GET /api/admin/users`: every account with roles, status, last sign-in and lockout. */
export function getUsers(signal?: AbortSignal): Promise<AdminUserView[]> {
  return apiFetch<AdminUserView[]>('/api/admin/users', { signal });
}

export const usersQueryOptions = () => queryOptions({ queryKey: usersAdminKeys.list(), queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
