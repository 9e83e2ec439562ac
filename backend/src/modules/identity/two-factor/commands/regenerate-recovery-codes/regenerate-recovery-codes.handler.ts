import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { Reauthentication } from '../../reauthentication.service';
import { TwoFactorCodes } from '../../two-factor-codes.service';
import { RegenerateRecoveryCodesCommand } from './regenerate-recovery-codes.command';

@CommandHandler(RegenerateRecoveryCodesCommand)
export class RegenerateRecoveryCodesHandler implements ICommandHandler<RegenerateRecoveryCodesCommand, CommandDone & { recoveryCodes: string[] }> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly reauthentication: Reauthentication,
    private readonly codes: TwoFactorCodes,
  ) {}

  async execute({ user, proof, client }: RegenerateRecoveryCodesCommand): Promise<CommandDone & { recoveryCodes: string[] }> {
    await this.reauthentication.check(user.id, proof, client);
    const { codes, hashes } = this.codes.newRecoveryCodes();
    const outcome = await this.executor.execute(
      userStream(user.id),
      userDecider,
      { type: 'RegenerateRecoveryCodes', userId: user.id, recoveryCodeHashes: hashes },
      { actorId: user.id, retries: 5 },
    );
    return { id: user.id, revision: outcome.revision, position: outcome.position, recoveryCodes: codes };
  }
}
