import { recorded } from '../../../testing/decider-spec.util';
import { faqVotesProjection } from './faq-votes.projection';

const stream = 'faqvotes-u-1';

describe('FAQ votes projection', () => {
  const cast = (helpful: boolean, revision: number) => recorded({ type: 'FaqVoteCast', data: { userId: 'u-1', faqId: 'roles', helpful } }, stream, revision);

  it('keeps one document per person and FAQ, the latest vote winning', () => {
    expect(faqVotesProjection.documentId(cast(true, 0))).toBe('roles:u-1');
    const first = faqVotesProjection.project(null, cast(true, 0));
    expect(first).toEqual({ _id: 'roles:u-1', faqId: 'roles', userId: 'u-1', helpful: true, revision: 0 });
    expect(faqVotesProjection.project(first, cast(false, 1))).toEqual({ _id: 'roles:u-1', faqId: 'roles', userId: 'u-1', helpful: false, revision: 1 });
  });

  it('changes nothing when a vote is applied twice, so it is counted once', () => {
    const changed = faqVotesProjection.project(faqVotesProjection.project(null, cast(true, 0)), cast(false, 1));
    expect(faqVotesProjection.project(changed, cast(false, 1))).toBe(changed);
    expect(faqVotesProjection.project(changed, cast(true, 0))).toBe(changed);
  });

  it('removes a withdrawn vote, also when the withdrawal comes twice', () => {
    const withdrawn = recorded({ type: 'FaqVoteWithdrawn', data: { userId: 'u-1', faqId: 'roles' } }, stream, 1);
    expect(faqVotesProjection.project(faqVotesProjection.project(null, cast(true, 0)), withdrawn)).toBeNull();
    expect(faqVotesProjection.project(null, withdrawn)).toBeNull();
  });
});
