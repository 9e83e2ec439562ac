import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { WorshipWriter } from '../worship-writer.service';
import { RemoveProgramItemCommand } from './remove-program-item.command';

@CommandHandler(RemoveProgramItemCommand)
export class RemoveProgramItemHandler implements ICommandHandler<RemoveProgramItemCommand, CommandDone> {
  constructor(private readonly writer: WorshipWriter) {}

  execute({ programId, itemId, expectedRevision, actor }: RemoveProgramItemCommand): Promise<CommandDone> {
    return this.writer.program({ type: 'RemoveProgramItem', programId, itemId }, actor, expectedRevision);
  }
}
