import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { hashPassword, verifyPassword } from '../../../../../platform/auth/password.util';
import { assertNewPassword } from '../../../../../platform/auth/password-policy';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { recordedSource } from '../../../sessions/client-info.type';
import { SignInFailures } from '../../../sign-in/sign-in-failures.service';
import { ChangePasswordCommand } from './change-password.command';

/** A wrong current password counts as a failed sign-in (the lockout applies). */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly failures: SignInFailures,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ user, sessionId, currentPassword, newPassword, client }: ChangePasswordCommand): Promise<CommandDone> {
    const { state } = await this.executor.load(userStream(user.id), userDecider);
    if (!(await verifyPassword(state.passwordHash, currentPassword))) {
      await this.failures.refuse(
        user.id,
        client,
        'password',
        DomainError.validation([{ field: 'currentPassword', message: VALIDATION_MESSAGES.wrongPassword }]),
      );
    }
    assertNewPassword(newPassword, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    const outcome = await this.executor.execute(
      userStream(user.id),
      userDecider,
      { type: 'ChangePassword', userId: user.id, passwordHash, keepSessionId: sessionId, source: recordedSource(client) },
      { actorId: user.id, retries: 5 },
    );
    // Waits: the other sessions must be refused from the answer on, and the guard reads the sessions read model.
    await this.readSide.reach(outcome.position);
    return { id: user.id, revision: outcome.revision, position: outcome.position };
  }
}
