import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { SongItems } from '../song-items.service';
import { WorshipWriter } from '../worship-writer.service';
import { ChangeProgramItemCommand } from './change-program-item.command';

@CommandHandler(ChangeProgramItemCommand)
export class ChangeProgramItemHandler implements ICommandHandler<ChangeProgramItemCommand, CommandDone> {
  constructor(
    private readonly writer: WorshipWriter,
    private readonly songs: SongItems,
  ) {}

  async execute({ programId, itemId, fields, expectedRevision, actor }: ChangeProgramItemCommand): Promise<CommandDone> {
    return this.writer.program({ type: 'ChangeProgramItem', programId, itemId, fields: await this.songs.checked(fields) }, actor, expectedRevision);
  }
}
