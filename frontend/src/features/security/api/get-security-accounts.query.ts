import type { SecurityAccountView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { securityKeys } from './security-query-keys.constant';

/** `GET /api/security/accounts`: every account with its lockout state. */
export function getSecurityAccounts(signal?: AbortSignal): Promise<SecurityAccountView[]> {
  return apiFetch<SecurityAccountView[]>('/api/security/accounts', { signal });
}

export function useSecurityAccounts() {
  return useQuery({ queryKey: securityKeys.accounts(), queryFn: ({ signal }) => getSecurityAccounts(signal) });
}
