import type { BookableView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { calendarKeys } from './calendar-query-keys.constant';

/** `GET /api/rooms`: every room, for the room filter of those who may read them (staff). */
export function getRooms(signal?: AbortSignal): Promise<BookableView[]> {
  return apiFetch<BookableView[]>('/api/rooms', { signal });
}

export function useRooms(enabled: boolean) {
  return useQuery({ queryKey: calendarKeys.rooms(), queryFn: ({ signal }) => getRooms(signal), enabled, staleTime: 300_000 });
}
