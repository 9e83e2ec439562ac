import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { memberImportDecider } from '../../domain/member-import.decider';
import { memberImportStream } from '../../domain/member-import.events';
import { UndoMemberImportCommand } from './undo-member-import.command';

@CommandHandler(UndoMemberImportCommand)
export class UndoMemberImportHandler implements ICommandHandler<UndoMemberImportCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ importId, actor }: UndoMemberImportCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(
      memberImportStream(importId),
      memberImportDecider,
      { type: 'RequestImportUndo', importId },
      { actorId: actorIdOf(actor) },
    );
    return { id: importId, revision: outcome.revision, position: outcome.position };
  }
}
