import type { GatheringView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

/** `GET /api/gatherings/:id`: the gathering with its recent occurrences (the trend). */
export const useGathering = (id: string | null) =>
  useQuery({
    queryKey: attendanceKeys.gathering(id ?? ''),
    queryFn: ({ signal }) => apiFetch<GatheringView>(`/api/gatherings/${encodeURIComponent(id!)}`, { signal }),
    enabled: id !== null,
  });
