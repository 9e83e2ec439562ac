import type { MemberSelfUpdateView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `GET /api/members/self-updates`: members' recent changes to their own records, those waiting first. */
export function getSelfUpdates(signal?: AbortSignal): Promise<MemberSelfUpdateView[]> {
  return apiFetch<MemberSelfUpdateView[]>('/api/members/self-updates', { signal });
}

export const selfUpdatesQueryOptions = () => queryOptions({ queryKey: membersKeys.selfUpdates(), queryFn: ({ signal }) => getSelfUpdates(signal) });

export function useSelfUpdates() {
  return useQuery(selfUpdatesQueryOptions());
}
