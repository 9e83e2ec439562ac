import type { TwoFactorStatusView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { accountKeys } from './account-query-keys.constant';

/** `GET /api/auth/two-factor`: on or off, recovery codes left, whether my role requires it. */
export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatusView> {
  return apiFetch<TwoFactorStatusView>('/api/auth/two-factor', { signal });
}

export const twoFactorStatusQueryOptions = () => queryOptions({ queryKey: accountKeys.twoFactor(), queryFn: ({ signal }) => getTwoFactorStatus(signal) });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}
