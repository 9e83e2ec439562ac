import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
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

  async execute({ user, sessionId, proof, client }: RegenerateRecoveryCodesCommand): Promise<CommandDone & { recoveryCodes: string[] }> {
    const { state } = await this.executor.load(userStream(user.id), userDecider);
    if (!state.twoFactor) throw new DomainError('TWO_FACTOR_NOT_ENABLED');
    await this.reauthentication.check(user.id, sessionId, proof, client);
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
