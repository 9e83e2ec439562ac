import type { CareCommunicationList } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `GET /api/care-communications`: one person's log, or everyone's latest. */
export function useCareCommunications(memberId?: string) {
  return useQuery({
    queryKey: careKeys.communications(memberId),
    queryFn: ({ signal }) =>
      apiFetch<CareCommunicationList>(`/api/care-communications${memberId ? `?memberId=${encodeURIComponent(memberId)}` : ''}`, { signal }),
  });
}
