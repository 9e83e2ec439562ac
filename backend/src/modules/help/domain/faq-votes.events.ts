import type { FaqId } from '@koinonia/contracts';

export type FaqVoteCast = { type: 'FaqVoteCast'; data: { userId: string; faqId: FaqId; helpful: boolean } };
export type FaqVoteWithdrawn = { type: 'FaqVoteWithdrawn'; data: { userId: string; faqId: FaqId } };

export type FaqVoteEvent = FaqVoteCast | FaqVoteWithdrawn;

/** One stream per person holds all their votes: one vote per person per FAQ is that stream's rule. */
export const faqVotesStream = (userId: string) => `faqvotes-${userId}`;
