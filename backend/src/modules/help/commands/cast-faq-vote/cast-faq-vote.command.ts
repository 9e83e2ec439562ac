import { Command } from '@nestjs/cqrs';
import type { FaqId } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { FaqVoteCounted } from '../counted-faq-vote.service';

/** Vote an FAQ helpful or not: one standing vote per person, changeable. */
export class CastFaqVoteCommand extends Command<FaqVoteCounted> {
  constructor(
    readonly userId: string,
    readonly faqId: FaqId,
    readonly helpful: boolean,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
