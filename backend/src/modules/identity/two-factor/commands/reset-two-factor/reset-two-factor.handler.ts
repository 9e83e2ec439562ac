import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { assertUserId } from '../../../accounts/account.util';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { ResetTwoFactorCommand } from './reset-two-factor.command';

@CommandHandler(ResetTwoFactorCommand)
export class ResetTwoFactorHandler implements ICommandHandler<ResetTwoFactorCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ userId, actor }: ResetTwoFactorCommand): Promise<CommandDone> {
    assertUserId(userId);
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'DisableTwoFactor', userId },
      { actorId: actorIdOf(actor), retries: 5 },
    );
    // Waits: for a role that requires it, the guard must send the account to set it up again from the answer on.
    await this.readSide.reach(outcome.position);
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }
}
