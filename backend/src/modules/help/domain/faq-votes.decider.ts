import type { FaqId } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import type { FaqVoteEvent } from './faq-votes.events';

export type FaqVoteCommand = { type: 'VoteOnFaq'; userId: string; faqId: FaqId; helpful: boolean } | { type: 'WithdrawFaqVote'; userId: string; faqId: FaqId };

/** Each FAQ's vote of this person: true helpful, false not helpful; absent while they have not voted. */
export interface FaqVotesState {
  votes: Partial<Record<FaqId, boolean>>;
}

/** A person's "was this helpful" votes: one per FAQ, changeable, withdrawable; the same vote again records nothing. */
export const faqVotesDecider: Decider<FaqVotesState, FaqVoteCommand, FaqVoteEvent> = {
  initialState: () => ({ votes: {} }),
  evolve(state, event) {
    switch (event.type) {
      case 'FaqVoteCast':
        return { votes: { ...state.votes, [event.data.faqId]: event.data.helpful } };
      case 'FaqVoteWithdrawn': {
        const { [event.data.faqId]: _withdrawn, ...rest } = state.votes;
        return { votes: rest };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    const current = state.votes[command.faqId];
    switch (command.type) {
      case 'VoteOnFaq':
        return current === command.helpful ? [] : [{ type: 'FaqVoteCast', data: { userId: command.userId, faqId: command.faqId, helpful: command.helpful } }];
      case 'WithdrawFaqVote':
        return current === undefined ? [] : [{ type: 'FaqVoteWithdrawn', data: { userId: command.userId, faqId: command.faqId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${(unknown as { type: string }).type}`);
      }
    }
  },
};
