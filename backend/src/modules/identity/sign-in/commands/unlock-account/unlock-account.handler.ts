import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { AccountQueries } from '../../../accounts/account-queries.service';
import { hashLinkToken } from '../../../accounts/account-tokens.util';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { UnlockAccountCommand } from './unlock-account.command';

/**
 * The link is found on the read side; the user decider checks it is the open one and unexpired.
 * No wait: sign-in decides the lockout on the account's stream, which has the unlock at once.
 */
@CommandHandler(UnlockAccountCommand)
export class UnlockAccountHandler implements ICommandHandler<UnlockAccountCommand, CommandDone> {
  constructor(
    private readonly accounts: AccountQueries,
    private readonly executor: CommandExecutor,
  ) {}

  async execute({ token }: UnlockAccountCommand): Promise<CommandDone> {
    const tokenHash = hashLinkToken(token);
    const user = await this.accounts.byLink('unlock', tokenHash);
    if (!user) throw new DomainError('INVALID_TOKEN');
    const outcome = await this.executor.execute(
      userStream(user._id),
      userDecider,
      { type: 'UnlockWithLink', userId: user._id, tokenHash },
      { actorId: user._id, retries: 5 },
    );
    return { id: user._id, revision: outcome.revision, position: outcome.position };
  }
}
