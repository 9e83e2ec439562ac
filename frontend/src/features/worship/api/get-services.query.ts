import type { EventOccurrenceView, ProgramSummary } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { worshipKeys } from './worship-query-keys.constant';

/** `GET /api/events` (the calendar's services to plan) and `GET /api/programs` (those planned), for the same window. */
export function useServices(from: string, to: string) {
  return useQuery({
    queryKey: worshipKeys.services(from, to),
    queryFn: async ({ signal }) => {
      const [occurrences, programs] = await Promise.all([
        apiFetch<EventOccurrenceView[]>('/api/events', { query: { from, to }, signal }),
        apiFetch<ProgramSummary[]>('/api/programs', { query: { from, to }, signal }),
      ]);
      return { occurrences, programs };
    },
  });
}
