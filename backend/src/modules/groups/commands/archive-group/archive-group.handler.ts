import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { groupDecider } from '../../domain/group.decider';
import { groupStream } from '../../domain/group.events';
import { ArchiveGroupCommand } from './archive-group.command';

/** The route asks groups.manage: ending a group is the office's decision, not its leader's alone. */
@CommandHandler(ArchiveGroupCommand)
export class ArchiveGroupHandler implements ICommandHandler<ArchiveGroupCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ groupId, expectedRevision, actor }: ArchiveGroupCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      groupStream(groupId),
      groupDecider,
      { type: 'ArchiveGroup', groupId },
      { actorId: actorIdOf(actor), expectedRevision },
    );
    return { id: groupId, revision: outcome.revision, position: outcome.position };
  }
}
