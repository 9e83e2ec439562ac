import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { WorshipWriter } from '../worship-writer.service';
import { MoveProgramItemCommand } from './move-program-item.command';

@CommandHandler(MoveProgramItemCommand)
export class MoveProgramItemHandler implements ICommandHandler<MoveProgramItemCommand, CommandDone> {
  constructor(private readonly writer: WorshipWriter) {}

  execute({ programId, itemId, index, expectedRevision, actor }: MoveProgramItemCommand): Promise<CommandDone> {
    return this.writer.program({ type: 'MoveProgramItem', programId, itemId, index }, actor, expectedRevision);
  }
}
