import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { newLinkToken } from '../../../accounts/account-tokens.util';
import { assertUserId } from '../../../accounts/account.util';
import { userDecider } from '../../../domain/user.decider';
import { TOKEN_TTL, userStream } from '../../../domain/user.events';
import { InvitationMail, invitationLanguageOf } from '../../invitation-mail.service';
import { ResendInvitationCommand } from './resend-invitation.command';

/** Only a pending invitation (INVITATION_NOT_PENDING); its address, name and language come from its stream. */
@CommandHandler(ResendInvitationCommand)
export class ResendInvitationHandler implements ICommandHandler<ResendInvitationCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly mail: InvitationMail,
  ) {}

  async execute({ userId, actor }: ResendInvitationCommand): Promise<CommandDone> {
    assertUserId(userId);
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(Date.now() + TOKEN_TTL.invitationMs).toISOString();
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'ResendInvitation', userId, tokenHash, expiresAt },
      { actorId: actorIdOf(actor), retries: 5 },
    );
    const { email, displayName, invitationLanguage } = outcome.state;
    await this.mail.send({ email, displayName }, { token, expiresAt }, invitationLanguageOf(invitationLanguage), actor);
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }
}
