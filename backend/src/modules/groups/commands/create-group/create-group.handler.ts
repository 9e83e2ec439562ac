import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { groupDecider } from '../../domain/group.decider';
import { groupStream } from '../../domain/group.events';
import { GroupStateService } from '../group-state.service';
import { CreateGroupCommand } from './create-group.command';

/** Leaders who are people in the directory, then the group (the route asks groups.manage). */
@CommandHandler(CreateGroupCommand)
export class CreateGroupHandler implements ICommandHandler<CreateGroupCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly groups: GroupStateService,
  ) {}

  async execute({ groupId, details, actor }: CreateGroupCommand): Promise<CommandDone> {
    await this.groups.requireMembers(details.leaderIds);
    const outcome = await this.executor.execute(groupStream(groupId), groupDecider, { type: 'CreateGroup', groupId, details }, { actorId: actorIdOf(actor) });
    return { id: groupId, revision: outcome.revision, position: outcome.position };
  }
}
