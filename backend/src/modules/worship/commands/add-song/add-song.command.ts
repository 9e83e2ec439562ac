import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { SongDetails } from '../../domain/song.events';

/** Add a song to the library. */
export class AddSongCommand extends Command<CommandDone> {
  constructor(
    readonly songId: string,
    readonly details: SongDetails,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
