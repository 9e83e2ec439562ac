import type { FundView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { pledgesKeys } from './pledges-keys.constant';

/** `GET /api/funds`: the funds a campaign may count. */
export function getFunds(signal?: AbortSignal): Promise<FundView[]> {
  return apiFetch<FundView[]>('/api/funds', { signal });
}

export const useFunds = (enabled: boolean) => useQuery({ queryKey: pledgesKeys.funds(), queryFn: ({ signal }) => getFunds(signal), enabled });
