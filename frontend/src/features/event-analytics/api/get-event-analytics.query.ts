import type { EventAnalyticsView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';

export const eventAnalyticsKeys = {
  all: ['event-analytics'] as const,
  window: (from: string, to: string) => ['event-analytics', from, to] as const,
};

/** `GET /api/event-analytics?from=&to=` ('' for the default: the last twelve weeks). */
export const useEventAnalytics = (from: string, to: string) =>
  useQuery({
    queryKey: eventAnalyticsKeys.window(from, to),
    // Check-ins and registrations come from other screens, which do not know to refresh this one.
    staleTime: 0,
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (from) query.set('from', from);
      if (to) query.set('to', to);
      const search = query.toString();
      return apiFetch<EventAnalyticsView>(`/api/event-analytics${search ? `?${search}` : ''}`, { signal });
    },
  });
