import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { donationDecider } from '../../domain/donation.decider';
import { donationStream } from '../../domain/giving.events';
import { UUID_PATTERN } from '../../domain/uuid.constant';
import { ReverseDonationCommand } from './reverse-donation.command';

/** Allowed for a gift in a closed batch too: the reversal is a new entry on the gift, the batch stays as counted. */
@CommandHandler(ReverseDonationCommand)
export class ReverseDonationHandler implements ICommandHandler<ReverseDonationCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ donationId, reason, actor }: ReverseDonationCommand): Promise<CommandDone> {
    if (!UUID_PATTERN.test(donationId)) throw new DomainError('NOT_FOUND');
    const outcome = await this.executor.execute(
      donationStream(donationId),
      donationDecider,
      { type: 'ReverseDonation', donationId, reason },
      { actorId: actorIdOf(actor) },
    );
    return { id: donationId, revision: outcome.revision, position: outcome.position };
  }
}
