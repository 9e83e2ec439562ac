import type { PastoralNoteList } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `GET /api/pastoral-notes`: a person's notes, or one request's (each read is in the security log, so only fetched when shown). */
export function usePastoralNotes(memberId: string, careRequestId?: string) {
  return useQuery({
    queryKey: careKeys.notes(memberId, careRequestId),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ memberId });
      if (careRequestId) params.set('careRequestId', careRequestId);
      return apiFetch<PastoralNoteList>(`/api/pastoral-notes?${params.toString()}`, { signal });
    },
    // Each fetch is a logged read: none on refocus.
    refetchOnWindowFocus: false,
  });
}
