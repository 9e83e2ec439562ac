import type { EventOccurrenceView } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { calendarKeys, type CalendarWindow } from './calendar-query-keys.constant';

/** `GET /api/events?from&to&category`: the occurrences in a window of days, recurring events expanded. */
export function getOccurrences(window: CalendarWindow, signal?: AbortSignal): Promise<EventOccurrenceView[]> {
  return apiFetch<EventOccurrenceView[]>('/api/events', { query: { from: window.from, to: window.to, category: window.category }, signal });
}

export function useOccurrences(window: CalendarWindow) {
  return useQuery({
    queryKey: calendarKeys.occurrences(window),
    queryFn: ({ signal }) => getOccurrences(window, signal),
    // Moving to the next month keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
