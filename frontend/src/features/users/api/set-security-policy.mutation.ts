import type { CommandResult, SecurityPolicyDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { usersAdminKeys } from './users-admin-query-keys.constant';

/** `PUT /api/admin/security-policy`. */
export function setSecurityPolicy(body: SecurityPolicyDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/admin/security-policy', { method: 'PUT', body });
}

export function useSetSecurityPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: SHOWS_OWN_ERRORS,
    mutationFn: setSecurityPolicy,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersAdminKeys.securityPolicy() }),
  });
}
