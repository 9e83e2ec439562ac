import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../../../../members';
import { newLinkToken } from '../../../accounts/account-tokens.util';
import { ReadSideWait } from '../../../accounts/read-side-wait.service';
import { UserEmailClaims } from '../../../accounts/user-email-claims.service';
import { userDecider } from '../../../domain/user.decider';
import { TOKEN_TTL, userStream } from '../../../domain/user.events';
import { InvitationMail } from '../../invitation-mail.service';
import { InviteUserCommand } from './invite-user.command';

/**
 * A member record that exists (when one is named), an email no other account holds, then the
 * invitation — recorded before its email goes, so a failed send can be sent again.
 */
@CommandHandler(InviteUserCommand)
export class InviteUserHandler implements ICommandHandler<InviteUserCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly members: MemberQueriesService,
    private readonly claims: UserEmailClaims,
    private readonly mail: InvitationMail,
    private readonly readSide: ReadSideWait,
  ) {}

  async execute({ userId, invitation, actor }: InviteUserCommand): Promise<CommandDone> {
    const { displayName, roles, memberId, language } = invitation;
    if (memberId) await this.members.get(memberId, WHOLE_DIRECTORY);
    const actorId = actorIdOf(actor);
    const email = invitation.email.trim().toLowerCase();
    await this.claims.claim(email, userId, actorId);
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(Date.now() + TOKEN_TTL.invitationMs).toISOString();
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'InviteUser', userId, email, displayName, roles, memberId: memberId ?? null, tokenHash, expiresAt, language },
      { actorId },
    );
    try {
      await this.mail.send({ email, displayName }, { token, expiresAt }, language, actor);
    } catch (error) {
      // Waits only here: the failure's answer carries no position, yet the administrator's list
      // must show the invitation so it can be sent again.
      await this.readSide.reach(outcome.position);
      throw error;
    }
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }
}
