import { expandCalendarWindow, type CalendarWindowView, type EventOccurrenceView } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { calendarKeys, type CalendarWindow } from './calendar-query-keys.constant';

/**
 * `GET /api/events/calendar?from&to&category`: the occurrences in a window of days, recurring events
 * expanded — each event's shared fields sent once (a busy month is thousands of occurrences), then
 * written out per occurrence as `GET /api/events` gives them.
 */
export async function getOccurrences(window: CalendarWindow, signal?: AbortSignal): Promise<EventOccurrenceView[]> {
  const compact = await apiFetch<CalendarWindowView>('/api/events/calendar', {
    query: { from: window.from, to: window.to, category: window.category },
    signal,
  });
  return expandCalendarWindow(compact);
}

export function useOccurrences(window: CalendarWindow) {
  return useQuery({
    queryKey: calendarKeys.occurrences(window),
    queryFn: ({ signal }) => getOccurrences(window, signal),
    // Moving to the next month keeps the last one on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
}
