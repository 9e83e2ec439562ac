import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { WorshipWriter } from '../worship-writer.service';
import { AddSongCommand } from './add-song.command';

@CommandHandler(AddSongCommand)
export class AddSongHandler implements ICommandHandler<AddSongCommand, CommandDone> {
  constructor(private readonly writer: WorshipWriter) {}

  execute({ songId, details, actor }: AddSongCommand): Promise<CommandDone> {
    return this.writer.song({ type: 'AddSong', songId, details }, actor);
  }
}
