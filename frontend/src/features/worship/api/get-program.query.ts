import type { ProgramView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { programPath, worshipKeys } from './worship-query-keys.constant';

/** `GET /api/programs/:id`: the items in order with their running times. */
export function useProgram(id: string | null) {
  return useQuery({
    queryKey: worshipKeys.program(id ?? ''),
    queryFn: ({ signal }) => apiFetch<ProgramView>(programPath(id ?? ''), { signal }),
    enabled: Boolean(id),
  });
}
