import type { FailedSignInRange, FailedSignInSeries } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { securityKeys } from './security-query-keys.constant';

/** `GET /api/security/failed-sign-ins`: failures per hour or day, bucketed in the reader's time zone. */
export function getFailedSignIns(range: FailedSignInRange, timeZone: string, signal?: AbortSignal): Promise<FailedSignInSeries> {
  return apiFetch<FailedSignInSeries>('/api/security/failed-sign-ins', { query: { range, timeZone }, signal });
}

export function useFailedSignIns(range: FailedSignInRange, timeZone: string) {
  return useQuery({
    queryKey: securityKeys.failedSignIns(range, timeZone),
    queryFn: ({ signal }) => getFailedSignIns(range, timeZone, signal),
    placeholderData: keepPreviousData,
  });
}
