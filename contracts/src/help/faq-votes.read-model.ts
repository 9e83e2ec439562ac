import type { FaqId } from './help-content.constant';

/** The "was this helpful" votes of one FAQ: counts of everyone's votes and the asker's own. */
export interface FaqVoteTally {
  faqId: FaqId;
  helpful: number;
  notHelpful: number;
  /** true: helpful, false: not helpful, null: no vote yet. */
  myVote: boolean | null;
}

/** `GET /api/help/faqs/votes`: every FAQ, with zero counts where nobody has voted. */
export interface FaqVotesView {
  tallies: FaqVoteTally[];
}
