import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { SongDetails } from '../../domain/song.events';

/** Change a song: every detail as it should now be. */
export class ChangeSongCommand extends Command<CommandDone> {
  constructor(
    readonly songId: string,
    readonly details: SongDetails,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
