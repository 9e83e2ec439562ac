import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { Reauthentication } from '../../reauthentication.service';
import { DisableTwoFactorCommand } from './disable-two-factor.command';

@CommandHandler(DisableTwoFactorCommand)
export class DisableTwoFactorHandler implements ICommandHandler<DisableTwoFactorCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reauthentication: Reauthentication,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ user, sessionId, proof, client }: DisableTwoFactorCommand): Promise<CommandDone> {
    const { state } = await this.executor.load(userStream(user.id), userDecider);
    if (!state.twoFactor) throw new DomainError('TWO_FACTOR_NOT_ENABLED');
    await this.reauthentication.check(user.id, sessionId, proof, client);
    const outcome = await this.executor.execute(
      userStream(user.id),
      userDecider,
      { type: 'DisableTwoFactor', userId: user.id },
      { actorId: user.id, retries: 5 },
    );
    // Waits: for a role that requires it, the guard must send the user back to set it up from the answer on.
    await this.readSide.reach(outcome.position);
    return { id: user.id, revision: outcome.revision, position: outcome.position };
  }
}
