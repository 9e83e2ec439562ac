import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** An anonymous count for an occurrence, replacing the last one given. */
export class RecordHeadcountCommand extends Command<CommandDone> {
  constructor(
    readonly gatheringId: string,
    readonly count: number,
    readonly occurrence: string | undefined,
    readonly actor: CommandActor,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
