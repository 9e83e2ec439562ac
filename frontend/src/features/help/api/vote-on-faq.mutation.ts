import type { FaqId, FaqVoteTally, FaqVotesView } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { helpKeys } from './help-query-keys.constant';

/** `PUT /api/help/faqs/:faq/vote` with a vote, or `DELETE` it to withdraw (vote null). */
export function voteOnFaq({ faqId, helpful }: { faqId: FaqId; helpful: boolean | null }): Promise<FaqVoteTally> {
  const path = `/api/help/faqs/${encodeURIComponent(faqId)}/vote`;
  return helpful === null ? apiFetch<FaqVoteTally>(path, { method: 'DELETE' }) : apiFetch<FaqVoteTally>(path, { method: 'PUT', body: { helpful } });
}

/** The counts shown are the server's answer, never a guess. */
export function useVoteOnFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voteOnFaq,
    onSuccess: (tally) =>
      queryClient.setQueryData<FaqVotesView>(
        helpKeys.faqVotes(),
        (view) => view && { tallies: view.tallies.map((t) => (t.faqId === tally.faqId ? tally : t)) },
      ),
  });
}
