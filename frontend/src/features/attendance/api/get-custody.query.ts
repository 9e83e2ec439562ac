import type { CustodyEntry } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

/** `GET /api/check-in/custody?from=&to=`: the custody trail. */
export const useCustodyTrail = (from: string, to: string) =>
  useQuery({
    queryKey: attendanceKeys.custody(from, to),
    queryFn: ({ signal }) => apiFetch<CustodyEntry[]>('/api/check-in/custody', { query: { from, to }, signal }),
    enabled: from !== '' && to !== '' && from <= to,
  });
