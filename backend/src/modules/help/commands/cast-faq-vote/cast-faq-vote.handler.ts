import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CountedFaqVote, type FaqVoteCounted } from '../counted-faq-vote.service';
import { CastFaqVoteCommand } from './cast-faq-vote.command';

@CommandHandler(CastFaqVoteCommand)
export class CastFaqVoteHandler implements ICommandHandler<CastFaqVoteCommand, FaqVoteCounted> {
  constructor(private readonly votes: CountedFaqVote) {}

  execute({ userId, faqId, helpful, actor }: CastFaqVoteCommand): Promise<FaqVoteCounted> {
    return this.votes.record({ type: 'VoteOnFaq', userId, faqId, helpful }, actor);
  }
}
