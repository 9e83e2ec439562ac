import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { SongItems } from '../song-items.service';
import { WorshipWriter } from '../worship-writer.service';
import { AddProgramItemCommand } from './add-program-item.command';

@CommandHandler(AddProgramItemCommand)
export class AddProgramItemHandler implements ICommandHandler<AddProgramItemCommand, CommandDone> {
  constructor(
    private readonly writer: WorshipWriter,
    private readonly songs: SongItems,
  ) {}

  async execute({ programId, fields, index, expectedRevision, actor }: AddProgramItemCommand): Promise<CommandDone> {
    const item = { id: randomUUID(), ...(await this.songs.checked(fields)) };
    return this.writer.program({ type: 'AddProgramItem', programId, item, index }, actor, expectedRevision);
  }
}
