import type { EventOccurrenceView } from '@koinonia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { eventsKeys, type OccurrenceParams } from './events-query-keys.constant';

/** `GET /api/events?from&to&category&q`: the occurrences in a window the reader may see, earliest first. */
export function getOccurrences(params: OccurrenceParams, signal?: AbortSignal): Promise<EventOccurrenceView[]> {
  const query: Record<string, string> = { from: params.from, to: params.to };
  if (params.category) query.category = params.category;
  if (params.q) query.q = params.q;
  return apiFetch<EventOccurrenceView[]>('/api/events', { query, signal });
}

export const occurrencesQueryOptions = (params: OccurrenceParams) =>
  queryOptions({
    queryKey: eventsKeys.occurrences(params),
    queryFn: ({ signal }) => getOccurrences(params, signal),
    // Typing in the search box keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useOccurrences(params: OccurrenceParams, enabled = true) {
  return useQuery({ ...occurrencesQueryOptions(params), enabled });
}
