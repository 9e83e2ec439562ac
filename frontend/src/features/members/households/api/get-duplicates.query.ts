import type { DuplicatePairPage } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../shared/api';
import { householdsKeys } from './households-query-keys.constant';

/** `GET /api/members/duplicates`: one page of possible duplicate pairs (members.private.read). */
export function getDuplicates(page: number, pageSize: number, signal?: AbortSignal): Promise<DuplicatePairPage> {
  return apiFetch<DuplicatePairPage>('/api/members/duplicates', { query: { page, pageSize }, signal });
}

export function useDuplicates(page: number, pageSize: number) {
  return useQuery({
    queryKey: householdsKeys.duplicates(page),
    queryFn: ({ signal }) => getDuplicates(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}
