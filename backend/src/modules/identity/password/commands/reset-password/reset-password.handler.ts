import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { hashPassword } from '../../../../../platform/auth/password.util';
import { assertNewPassword } from '../../../../../platform/auth/password-policy';
import { AccountQueries } from '../../../accounts/account-queries.service';
import { hashLinkToken } from '../../../accounts/account-tokens.util';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { ResetPasswordCommand } from './reset-password.command';

/** The link is found on the read side; the user decider checks it is the open one and unexpired. */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, CommandDone> {
  constructor(
    private readonly accounts: AccountQueries,
    private readonly executor: CommandExecutor,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ token, password }: ResetPasswordCommand): Promise<CommandDone> {
    const tokenHash = hashLinkToken(token);
    const user = await this.accounts.byLink('reset', tokenHash);
    if (!user) throw new DomainError('INVALID_TOKEN');
    assertNewPassword(password, 'password');
    const passwordHash = await hashPassword(password);
    const outcome = await this.executor.execute(
      userStream(user._id),
      userDecider,
      { type: 'ResetPassword', userId: user._id, tokenHash, passwordHash },
      { actorId: user._id, retries: 5 },
    );
    // Waits: every session of the account must be refused from the answer on, and the guard reads the sessions read model.
    await this.readSide.reach(outcome.position);
    return { id: user._id, revision: outcome.revision, position: outcome.position };
  }
}
