import { Inject, Injectable } from '@nestjs/common';
import { FAQ_IDS, type FaqId, type FaqVoteTally, type FaqVotesView } from '@koinonia/contracts';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG, READ_STORE } from '../../platform/platform.tokens';
import { ProjectionRunner } from '../../platform/projections/projection-runner.service';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { faqVotesDecider, type FaqVoteCommand } from './domain/faq-votes.decider';
import { faqVotesStream } from './domain/faq-votes.events';
import type { FaqVoteDocument } from './projections/faq-votes.projection';

/** "Was this helpful" votes: counted from the people's standing votes, nothing invented. */
@Injectable()
export class FaqVotesService {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get votes() {
    return this.readStore.collection<FaqVoteDocument>('faq_votes');
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

  /** Records the vote (or its withdrawal) and answers with that FAQ's tally as now counted. */
  async run(command: FaqVoteCommand): Promise<FaqVoteTally> {
    const outcome = await this.executor.execute(faqVotesStream(command.userId), faqVotesDecider, command, { actorId: command.userId, retries: 3 });
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    const [helpful, notHelpful, mine] = await Promise.all([
      this.votes.countDocuments({ faqId: command.faqId, helpful: true }),
      this.votes.countDocuments({ faqId: command.faqId, helpful: false }),
      this.votes.findOne({ faqId: command.faqId, userId: command.userId }),
    ]);
    return { faqId: command.faqId, helpful, notHelpful, myVote: mine ? mine.helpful : null };
  }
}
