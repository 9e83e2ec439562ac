import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { groupDecider } from '../../domain/group.decider';
import { groupStream } from '../../domain/group.events';
import { actorManagesGroup } from '../../group-access.util';
import { GroupStateService } from '../group-state.service';
import { ChangeGroupDetailsCommand } from './change-group-details.command';

/**
 * The group's leaders or groups.manage. Who leads a group is the office's choice: a leader may
 * change everything else, but naming or removing leaders takes groups.manage.
 */
@CommandHandler(ChangeGroupDetailsCommand)
export class ChangeGroupDetailsHandler implements ICommandHandler<ChangeGroupDetailsCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly groups: GroupStateService,
  ) {}

  async execute({ groupId, details, expectedRevision, actor }: ChangeGroupDetailsCommand): Promise<CommandDone> {
    const group = await this.groups.load(groupId);
    if (!actorManagesGroup(actor, group.details.leaderIds)) throw new DomainError('AUTHORIZATION');
    const leadersChanged = JSON.stringify([...details.leaderIds].sort()) !== JSON.stringify([...group.details.leaderIds].sort());
    if (leadersChanged) {
      if (actor.kind === 'user' && !can(actor.user.roles, 'groups.manage')) throw new DomainError('AUTHORIZATION');
      await this.groups.requireMembers(details.leaderIds);
    }
    const outcome = await this.executor.execute(
      groupStream(groupId),
      groupDecider,
      { type: 'ChangeGroupDetails', groupId, details },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: groupId, revision: outcome.revision, position: outcome.position };
  }
}
