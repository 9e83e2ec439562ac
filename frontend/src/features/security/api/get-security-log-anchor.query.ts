import type { SecurityLogAnchorAnswer } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { securityKeys } from './security-query-keys.constant';

/** `GET /api/security/anchor`: the newest signed anchor of the log, or null before the first. */
export function getSecurityLogAnchor(signal?: AbortSignal): Promise<SecurityLogAnchorAnswer> {
  return apiFetch<SecurityLogAnchorAnswer>('/api/security/anchor', { signal });
}

export function useSecurityLogAnchor() {
  return useQuery({ queryKey: securityKeys.anchor(), queryFn: ({ signal }) => getSecurityLogAnchor(signal) });
}
