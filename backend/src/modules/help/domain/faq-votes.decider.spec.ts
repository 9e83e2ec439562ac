import { deciderSpec } from '../../../testing/decider-spec.util';
import { faqVotesDecider } from './faq-votes.decider';

const userId = 'u-1';

describe('FAQ votes decider', () => {
  const spec = deciderSpec(faqVotesDecider);
  const cast = (helpful: boolean) => ({ type: 'FaqVoteCast' as const, data: { userId, faqId: 'two-step' as const, helpful } });

  it('records a first vote', () => {
    spec
      .given([])
      .when({ type: 'VoteOnFaq', userId, faqId: 'two-step', helpful: true })
      .then([cast(true)]);
  });

  it('records nothing for the same vote again: one vote per person per FAQ', () => {
    spec
      .given([cast(true)])
      .when({ type: 'VoteOnFaq', userId, faqId: 'two-step', helpful: true })
      .thenNothing();
  });

  it('changes a vote', () => {
    spec
      .given([cast(true)])
      .when({ type: 'VoteOnFaq', userId, faqId: 'two-step', helpful: false })
      .then([cast(false)]);
  });

  it("keeps each FAQ's vote apart", () => {
    spec
      .given([cast(true)])
      .when({ type: 'VoteOnFaq', userId, faqId: 'roles', helpful: true })
      .then([{ type: 'FaqVoteCast', data: { userId, faqId: 'roles', helpful: true } }]);
  });

  it('withdraws a vote, and records nothing when there is none', () => {
    spec
      .given([cast(false)])
      .when({ type: 'WithdrawFaqVote', userId, faqId: 'two-step' })
      .then([{ type: 'FaqVoteWithdrawn', data: { userId, faqId: 'two-step' } }]);
    spec.given([]).when({ type: 'WithdrawFaqVote', userId, faqId: 'two-step' }).thenNothing();
  });
});
