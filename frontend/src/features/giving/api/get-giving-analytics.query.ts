import type { GivingAnalyticsView } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { givingKeys } from './giving-keys.constant';

/** `GET /api/giving/analytics?from=&to=`: the period's numbers (donors named only for giving.read). */
export const useGivingAnalytics = (from: string, to: string) =>
  useQuery({
    queryKey: givingKeys.analytics(from, to),
    queryFn: ({ signal }) => apiFetch<GivingAnalyticsView>('/api/giving/analytics', { query: { ...(from ? { from } : {}), ...(to ? { to } : {}) }, signal }),
    placeholderData: keepPreviousData,
  });
