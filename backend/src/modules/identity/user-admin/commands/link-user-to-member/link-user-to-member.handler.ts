import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { MemberQueriesService, WHOLE_DIRECTORY } from '../../../../members';
import { assertUserId } from '../../../accounts/account.util';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import { LinkUserToMemberCommand } from './link-user-to-member.command';

/** The account first (NOT_FOUND), then the member record (MEMBER_NOT_FOUND), then the link. */
@CommandHandler(LinkUserToMemberCommand)
export class LinkUserToMemberHandler implements ICommandHandler<LinkUserToMemberCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly members: MemberQueriesService,
  ) {}

  async execute({ userId, memberId, actor }: LinkUserToMemberCommand): Promise<CommandDone> {
    assertUserId(userId);
    const { state } = await this.executor.load(userStream(userId), userDecider);
    if (!state.exists || state.status === 'cancelled') throw new DomainError('NOT_FOUND');
    await this.members.get(memberId, WHOLE_DIRECTORY);
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'LinkToMember', userId, memberId },
      { actorId: actorIdOf(actor), retries: 5 },
    );
    return { id: userId, revision: outcome.revision, position: outcome.position };
  }
}
