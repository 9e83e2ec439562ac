import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { assertUserId } from '../../../accounts/account.util';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { ReactivateUserCommand } from './reactivate-user.command';

@CommandHandler(ReactivateUserCommand)
export class ReactivateUserHandler implements ICommandHandler<ReactivateUserCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ userId, actor }: ReactivateUserCommand): Promise<CommandDone> {
    assertUserId(userId);
    const outcome = await this.executor.execute(userStream(userId), userDecider, { type: 'Reactivate', userId }, { actorId: actorIdOf(actor), retries: 5 });
    // Waits: sign-in finds the account on the users read model, and must find it active from the answer on.
    await this.readSide.reach(outcome.position);
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }
}
