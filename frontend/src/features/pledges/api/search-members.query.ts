import type { MemberPage } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { pledgesKeys } from './pledges-keys.constant';

/** `GET /api/members?search=…`: a few members to record a pledge card for. */
export function searchMembers(search: string, signal?: AbortSignal): Promise<MemberPage> {
  return apiFetch<MemberPage>('/api/members', { query: { search, pageSize: 10, sort: 'name' }, signal });
}

export const useMemberSearch = (search: string) =>
  useQuery({ queryKey: pledgesKeys.members(search), queryFn: ({ signal }) => searchMembers(search, signal), enabled: search.trim().length >= 2 });
