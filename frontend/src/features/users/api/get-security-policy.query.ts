import type { SecurityPolicyView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { usersAdminKeys } from './users-admin-query-keys.constant';

/** `GET /api/admin/security-policy`: the roles that must use two-step verification. */
export function getSecurityPolicy(signal?: AbortSignal): Promise<SecurityPolicyView> {
  return apiFetch<SecurityPolicyView>('/api/admin/security-policy', { signal });
}

export const securityPolicyQueryOptions = () => queryOptions({ queryKey: usersAdminKeys.securityPolicy(), queryFn: ({ signal }) => getSecurityPolicy(signal) });

export function useSecurityPolicy(enabled = true) {
  return useQuery({ ...securityPolicyQueryOptions(), enabled });
}
