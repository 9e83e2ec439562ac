import { Inject, Injectable } from '@nestjs/common';
import { FAQ_IDS, type FaqId, type FaqVoteTally, type FaqVotesView } from '@koinonia/contracts';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { faqVotesProjection, type FaqVoteDocument } from '../projections/faq-votes.projection';

/** "Was this helpful" counts: counted from the people's standing votes, nothing invented. */
@Injectable()
export class FaqVoteQueries {
  constructor(@Inject(READ_STORE) private readonly readStore: ReadStore) {}

  private get votes() {
    return this.readStore.collection<FaqVoteDocument>(faqVotesProjection.collection);
  }

  async tallies(userId: string): Promise<FaqVotesView> {
    const [counts, mine] = await Promise.all([
      this.votes.aggregate<{ _id: { faqId: string; helpful: boolean }; count: number }>([
        { $group: { _id: { faqId: '$faqId', helpful: '$helpful' }, count: { $sum: 1 } } },
      ]),
      this.votes.find({ userId }),
    ]);
    const tallies = new Map<FaqId, FaqVoteTally>(FAQ_IDS.map((faqId) => [faqId, { faqId, helpful: 0, notHelpful: 0, myVote: null }]));
    for (const { _id, count } of counts) {
      const tally = tallies.get(_id.faqId as FaqId);
      if (!tally) continue;
      if (_id.helpful) tally.helpful = count;
      else tally.notHelpful = count;
    }
    for (const vote of mine) {
      const tally = tallies.get(vote.faqId);
      if (tally) tally.myVote = vote.helpful;
    }
    return { tallies: [...tallies.values()] };
  }

  /** One FAQ's counts, and the asker's own vote. */
  async tally(faqId: FaqId, userId: string): Promise<FaqVoteTally> {
    const [helpful, notHelpful, mine] = await Promise.all([
      this.votes.countDocuments({ faqId, helpful: true }),
      this.votes.countDocuments({ faqId, helpful: false }),
      this.votes.findOne({ faqId, userId }),
    ]);
    return { faqId, helpful, notHelpful, myVote: mine ? mine.helpful : null };
  }
}
