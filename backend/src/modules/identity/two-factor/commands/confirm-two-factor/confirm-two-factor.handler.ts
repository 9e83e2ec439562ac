import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { TwoFactorCodes } from '../../two-factor-codes.service';
import { TwoFactorEnrolment } from '../../two-factor-enrolment.service';
import { ConfirmTwoFactorCommand } from './confirm-two-factor.command';

@CommandHandler(ConfirmTwoFactorCommand)
export class ConfirmTwoFactorHandler implements ICommandHandler<ConfirmTwoFactorCommand, CommandDone & { recoveryCodes: string[] }> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly enrolment: TwoFactorEnrolment,
    private readonly codes: TwoFactorCodes,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ user, sessionId, enrolmentToken, code }: ConfirmTwoFactorCommand): Promise<CommandDone & { recoveryCodes: string[] }> {
    const secret = this.enrolment.secretOf(enrolmentToken, user.id, sessionId);
    const step = await this.codes.verify(secret, code, 0);
    if (step === null) throw DomainError.validation([{ field: 'code', message: VALIDATION_MESSAGES.twoFactorCode }]);
    const { codes, hashes } = this.codes.newRecoveryCodes();
    const outcome = await this.executor.execute(
      userStream(user.id),
      userDecider,
      { type: 'EnableTwoFactor', userId: user.id, secret: this.codes.sealSecret(secret), recoveryCodeHashes: hashes, totpStep: step, keepSessionId: sessionId },
      { actorId: user.id, retries: 5 },
    );
    // Waits: the session guard (which runs before any read-your-writes wait) must see it on from the
    // next request, or someone whose role requires it would still be sent to set it up; and the
    // other sessions it ended must be refused from the answer on.
    await this.readSide.reach(outcome.position);
    return { id: user.id, revision: outcome.revision, position: outcome.position, recoveryCodes: codes };
  }
}
