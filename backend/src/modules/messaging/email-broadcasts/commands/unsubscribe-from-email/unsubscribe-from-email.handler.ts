import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { emailSubscriptionStream } from '../../domain/email-broadcast.events';
import { emailSubscriptionDecider } from '../../domain/email-subscription.decider';
import { UnsubscribeFromEmailCommand } from './unsubscribe-from-email.command';

@CommandHandler(UnsubscribeFromEmailCommand)
export class UnsubscribeFromEmailHandler implements ICommandHandler<UnsubscribeFromEmailCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ memberId }: UnsubscribeFromEmailCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      emailSubscriptionStream(memberId),
      emailSubscriptionDecider,
      { type: 'UnsubscribeFromEmail', memberId },
      { actorId: null },
    );
    return { id: memberId, revision: outcome.revision, position: outcome.position };
  }
}
