import type { SearchResponse } from '@koinonia/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';

/** Queries shorter than this find too much to be worth asking. */
export const MIN_SEARCH_LENGTH = 2;

/** `GET /api/search?q=`: records in every area the user may read, best first. */
export function searchRecords(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiFetch<SearchResponse>('/api/search', { query: { q }, signal });
}

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchRecords(q, signal),
    enabled: q.trim().length >= MIN_SEARCH_LENGTH,
    staleTime: 30 * 1000,
    // Typing keeps the last answer on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });

export function useSearchRecords(q: string) {
  return useQuery(searchQueryOptions(q.trim()));
}
