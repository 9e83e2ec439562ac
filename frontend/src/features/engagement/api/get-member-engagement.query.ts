import type { EngagementScoreView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { engagementKeys } from './engagement-query-keys.constant';

/** `GET /api/members/:id/engagement?asOf=`: a person's score on a day ('' for today), with its parts and their events. */
export const useMemberEngagement = (memberId: string, asOf: string) =>
  useQuery({
    queryKey: engagementKeys.member(memberId, asOf),
    queryFn: ({ signal }) =>
      apiFetch<EngagementScoreView>(`/api/members/${encodeURIComponent(memberId)}/engagement${asOf ? `?asOf=${encodeURIComponent(asOf)}` : ''}`, { signal }),
  });
