import type { MemberPage } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { careKeys } from './care-query-keys.constant';

/** The people a care record may be about: the directory's `GET /api/members`, by name (care holders see it whole). */
export function useFindPeople(search: string) {
  return useQuery({
    queryKey: [...careKeys.all, 'people', search],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ pageSize: '20', sort: 'name' });
      if (search.trim()) params.set('search', search.trim());
      return apiFetch<MemberPage>(`/api/members?${params.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
