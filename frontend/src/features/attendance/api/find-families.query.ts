import type { CheckInFamily } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

/** `GET /api/check-in/families?search=`: by a name, or the last four digits of a phone. */
export const useFamilies = (search: string) =>
  useQuery({
    queryKey: attendanceKeys.families(search),
    queryFn: ({ signal }) => apiFetch<CheckInFamily[]>('/api/check-in/families', { query: { search }, signal }),
    enabled: search.trim().length >= 2,
  });
