import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { assertUserId } from '../../../accounts/account.util';
import { UserEmailClaims } from '../../../accounts/user-email-claims.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { CancelInvitationCommand } from './cancel-invitation.command';

@CommandHandler(CancelInvitationCommand)
export class CancelInvitationHandler implements ICommandHandler<CancelInvitationCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: UserEmailClaims,
  ) {}

  async execute({ userId, actor }: CancelInvitationCommand): Promise<CommandDone> {
    assertUserId(userId);
    const actorId = actorIdOf(actor);
    const outcome = await this.executor.execute(userStream(userId), userDecider, { type: 'CancelInvitation', userId }, { actorId, retries: 5 });
    await this.claims.release(outcome.state.email, userId, actorId);
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }
}
