/** The occurrences a list or page asks for: a window, and optionally a category and words. */
export interface OccurrenceParams {
  from: string;
  to: string;
  category?: string;
  q?: string;
}

/** Every events query lives under `['events']`, so one invalidation after a change refreshes them all. */
export const eventsKeys = {
  all: ['events'] as const,
  occurrences: (params: OccurrenceParams) => [...eventsKeys.all, 'occurrences', params] as const,
  detail: (id: string) => [...eventsKeys.all, 'detail', id] as const,
  categories: () => [...eventsKeys.all, 'categories'] as const,
  bookables: (kind: 'rooms' | 'resources') => [...eventsKeys.all, kind] as const,
};
