import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { groupDecider } from '../../domain/group.decider';
import { groupStream } from '../../domain/group.events';
import { GroupStateService } from '../group-state.service';
import { RequestToJoinGroupCommand } from './request-to-join-group.command';

/**
 * The asker's own member record (an account without one cannot join: MEMBER_NOT_FOUND), then the
 * group's rules. The asker's name goes with the request: the leaders are told who asked.
 */
@CommandHandler(RequestToJoinGroupCommand)
export class RequestToJoinGroupHandler implements ICommandHandler<RequestToJoinGroupCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly groups: GroupStateService,
  ) {}

  async execute({ groupId, message, actor, memberId: forMember }: RequestToJoinGroupCommand): Promise<CommandDone> {
    const memberId = actor.kind === 'user' ? actor.user.memberId : forMember;
    if (!memberId) throw new DomainError('MEMBER_NOT_FOUND');
    const requesterName = await this.groups.nameOf(memberId);
    // In the group already under a record merged into theirs: the roster shows them there.
    const [records, group] = await Promise.all([this.groups.recordsOf(memberId), this.groups.load(groupId)]);
    if (records.some((id) => id in group.members || id in group.pending)) throw new DomainError('GROUP_ALREADY_JOINED');
    const requesterUserId = actorIdOf(actor);
    const outcome = await this.executor.execute(
      groupStream(groupId),
      groupDecider,
      { type: 'RequestToJoinGroup', groupId, memberId, requesterName, requesterUserId, message },
      { actorId: requesterUserId },
    );
    return { id: groupId, revision: outcome.revision, position: outcome.position };
  }
}
