import type { FaqVotesView } from '@koinonia/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { helpKeys } from './help-query-keys.constant';

/** `GET /api/help/faqs/votes`: each FAQ's helpful / not helpful counts and my own vote. */
export function getFaqVotes(signal?: AbortSignal): Promise<FaqVotesView> {
  return apiFetch<FaqVotesView>('/api/help/faqs/votes', { signal });
}

export const faqVotesQueryOptions = () => queryOptions({ queryKey: helpKeys.faqVotes(), queryFn: ({ signal }) => getFaqVotes(signal) });

export function useFaqVotes(enabled = true) {
  return useQuery({ ...faqVotesQueryOptions(), enabled });
}
