import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { WorshipWriter } from '../worship-writer.service';
import { ChangeSongCommand } from './change-song.command';

@CommandHandler(ChangeSongCommand)
export class ChangeSongHandler implements ICommandHandler<ChangeSongCommand, CommandDone> {
  constructor(private readonly writer: WorshipWriter) {}

  execute({ songId, details, expectedRevision, actor }: ChangeSongCommand): Promise<CommandDone> {
    return this.writer.song({ type: 'ChangeSong', songId, details }, actor, expectedRevision);
  }
}
