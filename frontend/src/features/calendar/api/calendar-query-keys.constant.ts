/** The window and filter the calendar asks the server for: days in the church's zone, both included. */
export interface CalendarWindow {
  from: string;
  to: string;
  category?: string;
}

/** Every calendar query lives under `['calendar']`, so one invalidation after a change refreshes them all. */
export const calendarKeys = {
  all: ['calendar'] as const,
  occurrences: (window: CalendarWindow) => [...calendarKeys.all, 'occurrences', window] as const,
  categories: () => [...calendarKeys.all, 'categories'] as const,
  rooms: () => [...calendarKeys.all, 'rooms'] as const,
};
