import { Inject, Injectable } from '@nestjs/common';
import type { FaqVoteTally } from '@koinonia/contracts';
import { actorIdOf, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import { ProjectionRunner } from '../../../platform/projections/projection-runner.service';
import { faqVotesDecider, type FaqVoteCommand } from '../domain/faq-votes.decider';
import { faqVotesStream } from '../domain/faq-votes.events';
import { FaqVoteQueries } from '../queries/faq-vote-queries.service';

/** A vote command's answer: that FAQ's tally as now counted. */
export interface FaqVoteCounted extends CommandDone {
  tally: FaqVoteTally;
}

/** Records a vote (or its withdrawal) on the person's votes stream, then counts that FAQ again. */
@Injectable()
export class CountedFaqVote {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly runner: ProjectionRunner,
    private readonly queries: FaqVoteQueries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async record(command: FaqVoteCommand, actor: CommandActor): Promise<FaqVoteCounted> {
    const outcome = await this.executor.execute(faqVotesStream(command.userId), faqVotesDecider, command, { actorId: actorIdOf(actor), retries: 3 });
    // The answer is everyone's votes counted in the read model (no one stream holds them): it must include this one.
    if (outcome.position !== null) await this.runner.waitFor(outcome.position, this.config.consistencyWaitMs);
    return { id: command.userId, revision: outcome.revision, position: outcome.position, tally: await this.queries.tally(command.faqId, command.userId) };
  }
}
