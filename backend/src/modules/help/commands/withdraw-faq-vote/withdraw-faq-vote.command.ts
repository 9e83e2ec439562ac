import { Command } from '@nestjs/cqrs';
import type { FaqId } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { FaqVoteCounted } from '../counted-faq-vote.service';

/** Withdraw one's vote on an FAQ. */
export class WithdrawFaqVoteCommand extends Command<FaqVoteCounted> {
  constructor(
    readonly userId: string,
    readonly faqId: FaqId,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
