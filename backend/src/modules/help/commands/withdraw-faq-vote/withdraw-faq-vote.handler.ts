import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CountedFaqVote, type FaqVoteCounted } from '../counted-faq-vote.service';
import { WithdrawFaqVoteCommand } from './withdraw-faq-vote.command';

@CommandHandler(WithdrawFaqVoteCommand)
export class WithdrawFaqVoteHandler implements ICommandHandler<WithdrawFaqVoteCommand, FaqVoteCounted> {
  constructor(private readonly votes: CountedFaqVote) {}

  execute({ userId, faqId, actor }: WithdrawFaqVoteCommand): Promise<FaqVoteCounted> {
    return this.votes.record({ type: 'WithdrawFaqVote', userId, faqId }, actor);
  }
}
