import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Take a song out of the library (the programs that used it keep their items, and the usage report still names it). */
export class RemoveSongCommand extends Command<CommandDone> {
  constructor(
    readonly songId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
