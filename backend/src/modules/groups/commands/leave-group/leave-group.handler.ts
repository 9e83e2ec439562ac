import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { groupDecider } from '../../domain/group.decider';
import { groupStream } from '../../domain/group.events';
import { actorManagesGroup } from '../../group-access.util';
import { GroupStateService } from '../group-state.service';
import { LeaveGroupCommand } from './leave-group.command';

/** The person themself, or this group's leaders (or groups.manage). */
@CommandHandler(LeaveGroupCommand)
export class LeaveGroupHandler implements ICommandHandler<LeaveGroupCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly groups: GroupStateService,
  ) {}

  async execute({ groupId, memberId, actor }: LeaveGroupCommand): Promise<CommandDone> {
    const group = await this.groups.load(groupId);
    const themself = actor.kind === 'user' && actor.user.memberId === memberId;
    if (!themself && !actorManagesGroup(actor, group.details.leaderIds)) throw new DomainError('AUTHORIZATION');
    const leaving = await this.groups.asTheGroupKnows(group, memberId);
    const outcome = await this.executor.execute(
      groupStream(groupId),
      groupDecider,
      { type: 'LeaveGroup', groupId, memberId: leaving },
      { actorId: actorIdOf(actor) },
    );
    return { id: groupId, revision: outcome.revision, position: outcome.position };
  }
}
