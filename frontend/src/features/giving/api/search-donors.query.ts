import type { MemberPage } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { givingKeys } from './giving-keys.constant';

const DONOR_SEARCH_LIMIT = 8;

/** `GET /api/members?search=`: the member directory's own search, for naming a gift's donor. */
export const useDonorSearch = (search: string) =>
  useQuery({
    queryKey: givingKeys.donorSearch(search),
    queryFn: ({ signal }) => apiFetch<MemberPage>('/api/members', { query: { search, pageSize: DONOR_SEARCH_LIMIT, sort: 'name' }, signal }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
