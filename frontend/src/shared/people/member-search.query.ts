import type { MemberPage } from '@koinonia/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../api';

interface MemberSearchOptions {
  /** How many people to offer (8 unless said). */
  pageSize?: number;
  /** Characters typed before anyone is looked up (2 unless said); 0 lists the first people by name at once. */
  minLength?: number;
}

/** Under the member directory's own keys: a change to a member refreshes every picker that shows them. */
const memberSearchKey = (search: string, pageSize: number) => ['members', 'search', search.trim(), pageSize] as const;

/**
 * `GET /api/members?search=`: people by name, as the reader may see the directory — the one lookup
 * behind every "choose a person" field (a care record's person, a group's leaders, a sermon's speaker,
 * an account's member record, a pledge card, a volunteer to schedule).
 */
export function useMemberSearch(search: string, { pageSize = 8, minLength = 2 }: MemberSearchOptions = {}) {
  const text = search.trim();
  return useQuery({
    queryKey: memberSearchKey(text, pageSize),
    queryFn: ({ signal }) => apiFetch<MemberPage>('/api/members', { query: { search: text || undefined, pageSize, sort: 'name' }, signal }),
    enabled: text.length >= minLength,
    placeholderData: keepPreviousData,
  });
}
