import type { EngagementOverview } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { engagementKeys } from './engagement-query-keys.constant';

/** `GET /api/engagement?asOf=`: the distribution, trend and lists on a day ('' for today). */
export const useEngagementOverview = (asOf: string) =>
  useQuery({
    queryKey: engagementKeys.overview(asOf),
    // Scores follow other areas' writes (a register, a group meeting), which do not know to refresh them: read afresh on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => apiFetch<EngagementOverview>(`/api/engagement${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`, { signal }),
  });
