import type { CareAssigneeView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** `GET /api/care-assignees`: who a care request may be given to. */
export function useCareAssignees(enabled = true) {
  return useQuery({
    queryKey: careKeys.assignees(),
    queryFn: ({ signal }) => apiFetch<CareAssigneeView[]>('/api/care-assignees', { signal }),
    staleTime: 5 * 60 * 1000,
    enabled,
  });
}
