import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { WorshipWriter } from '../worship-writer.service';
import { RemoveSongCommand } from './remove-song.command';

@CommandHandler(RemoveSongCommand)
export class RemoveSongHandler implements ICommandHandler<RemoveSongCommand, CommandDone> {
  constructor(private readonly writer: WorshipWriter) {}

  execute({ songId, actor }: RemoveSongCommand): Promise<CommandDone> {
    return this.writer.song({ type: 'RemoveSong', songId }, actor);
  }
}
