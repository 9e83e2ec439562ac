import type { MemberSelfUpdateView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { membersKeys } from './members-query-keys.constant';

/** `GET /api/members/me/self-updates`: the member's own recent changes, and whether one waits for approval. */
export function getMySelfUpdates(signal?: AbortSignal): Promise<MemberSelfUpdateView[]> {
  return apiFetch<MemberSelfUpdateView[]>('/api/members/me/self-updates', { signal });
}

export const mySelfUpdatesQueryOptions = () => queryOptions({ queryKey: membersKeys.mySelfUpdates(), queryFn: ({ signal }) => getMySelfUpdates(signal) });

export function useMySelfUpdates(enabled = true) {
  return useQuery({ ...mySelfUpdatesQueryOptions(), enabled });
}
