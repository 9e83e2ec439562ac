import type { GatheringSummary } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { attendanceKeys } from './attendance-query-keys.constant';

/** `GET /api/gatherings`. */
export const useGatherings = () =>
  useQuery({ queryKey: attendanceKeys.gatherings(), queryFn: ({ signal }) => apiFetch<GatheringSummary[]>('/api/gatherings', { signal }) });
