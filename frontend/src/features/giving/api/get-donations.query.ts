import type { DonationPage } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { givingKeys } from './giving-keys.constant';

export interface DonationFilters {
  from?: string;
  to?: string;
  fundId?: string;
  donorMemberId?: string;
  batchId?: string;
  page?: number;
  pageSize?: number;
}

/** `GET /api/donations?from=&to=&fundId=&donorMemberId=&batchId=`: gifts, newest first. */
export function useDonations(filters: DonationFilters) {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
  return useQuery({
    queryKey: givingKeys.donations(query),
    queryFn: ({ signal }) => apiFetch<DonationPage>('/api/donations', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
