import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { hashPassword } from '../../../../../platform/auth/password.util';
import { assertNewPassword } from '../../../../../platform/auth/password-policy';
import { AccountQueries } from '../../../accounts/account-queries.service';
import { hashLinkToken } from '../../../accounts/account-tokens.util';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { SessionOpener, type OpenedSession } from '../../../sessions/session-opener.service';
import { AcceptInvitationCommand } from './accept-invitation.command';

/** The link is found on the read side; the user decider checks it is the open one and unexpired. */
@CommandHandler(AcceptInvitationCommand)
export class AcceptInvitationHandler implements ICommandHandler<AcceptInvitationCommand, OpenedSession> {
  constructor(
    private readonly accounts: AccountQueries,
    private readonly executor: CommandExecutor,
    private readonly sessions: SessionOpener,
  ) {}

  async execute({ token, password, client }: AcceptInvitationCommand): Promise<OpenedSession> {
    const tokenHash = hashLinkToken(token);
    const invited = await this.accounts.byLink('invitation', tokenHash);
    if (!invited) throw new DomainError('INVALID_TOKEN');
    assertNewPassword(password, 'password');
    const passwordHash = await hashPassword(password);
    await this.executor.execute(
      userStream(invited._id),
      userDecider,
      { type: 'AcceptInvitation', userId: invited._id, tokenHash, passwordHash },
      { actorId: invited._id, retries: 5 },
    );
    return this.sessions.open({ ...invited, passwordHash }, client);
  }
}
