import type { BookableView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { eventsKeys } from './events-query-keys.constant';

/** `GET /api/rooms` or `GET /api/resources` (events.staff.read): what an event can book. */
export function getBookables(kind: 'rooms' | 'resources', signal?: AbortSignal): Promise<BookableView[]> {
  return apiFetch<BookableView[]>(`/api/${kind}`, { signal });
}

export function useBookables(kind: 'rooms' | 'resources') {
  return useQuery({ queryKey: eventsKeys.bookables(kind), queryFn: ({ signal }) => getBookables(kind, signal) });
}
