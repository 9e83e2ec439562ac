import type { EngagementScoreView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { engagementKeys } from './engagement-query-keys.constant';

/** `GET /api/members/:id/engagement?asOf=`: a person's score on a day ('' for today), with its parts and their events. */
export const useMemberEngagement = (memberId: string, asOf: string) =>
  useQuery({
    queryKey: engagementKeys.member(memberId, asOf),
    // Scores follow other areas' writes (a register, a group meeting), which do not know to refresh them: read afresh on every visit.
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiFetch<EngagementScoreView>(`/api/members/${encodeURIComponent(memberId)}/engagement${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`, { signal }),
  });
