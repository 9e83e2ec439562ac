import type { EventView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { eventsKeys } from './events-query-keys.constant';

export const eventApiPath = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** `GET /api/events/:id`: the event as written, its rule, exceptions and next occurrence. */
export function getEvent(id: string, signal?: AbortSignal): Promise<EventView> {
  return apiFetch<EventView>(eventApiPath(id), { signal });
}

export const eventQueryOptions = (id: string) => queryOptions({ queryKey: eventsKeys.detail(id), queryFn: ({ signal }) => getEvent(id, signal) });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
