import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { WorshipWriter } from '../worship-writer.service';
import { DeleteProgramCommand } from './delete-program.command';

@CommandHandler(DeleteProgramCommand)
export class DeleteProgramHandler implements ICommandHandler<DeleteProgramCommand, CommandDone> {
  constructor(private readonly writer: WorshipWriter) {}

  execute({ programId, expectedRevision, actor }: DeleteProgramCommand): Promise<CommandDone> {
    return this.writer.program({ type: 'DeleteProgram', programId }, actor, expectedRevision);
  }
}
