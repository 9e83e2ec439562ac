import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Remove a chord chart from a song. */
export class DetachSongChartCommand extends Command<CommandDone> {
  constructor(
    readonly songId: string,
    readonly attachmentId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
