import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { giverDecider } from '../../domain/giver.decider';
import { giverStream } from '../../domain/online-giving.events';
import { memberIdOf } from '../start-card-setup/start-card-setup.handler';
import { RemovePaymentMethodCommand } from './remove-payment-method.command';

/** The member's own methods only: the stream is theirs. A recurring gift on a removed method is not charged (the job skips it). */
@CommandHandler(RemovePaymentMethodCommand)
export class RemovePaymentMethodHandler implements ICommandHandler<RemovePaymentMethodCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ methodId, user }: RemovePaymentMethodCommand): Promise<CommandDone> {
    const memberId = memberIdOf(user);
    const outcome = await this.executor.execute(giverStream(memberId), giverDecider, { type: 'RemovePaymentMethod', memberId, methodId }, { actorId: user.id });
    return { id: methodId, revision: outcome.revision, position: outcome.position };
  }
}
