import type { RoomView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

/** `GET /api/check-in/rooms`. */
export const useRooms = () => useQuery({ queryKey: attendanceKeys.rooms(), queryFn: ({ signal }) => apiFetch<RoomView[]>('/api/check-in/rooms', { signal }) });
