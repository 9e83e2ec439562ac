import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { assertUserId } from '../../../accounts/account.util';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { UnlockUserCommand } from './unlock-user.command';

/** No wait: sign-in decides the lockout on the account's stream, which has the unlock at once. */
@CommandHandler(UnlockUserCommand)
export class UnlockUserHandler implements ICommandHandler<UnlockUserCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ userId, actor }: UnlockUserCommand): Promise<CommandDone> {
    assertUserId(userId);
    const outcome = await this.executor.execute(userStream(userId), userDecider, { type: 'Unlock', userId }, { actorId: actorIdOf(actor), retries: 5 });
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }
}
