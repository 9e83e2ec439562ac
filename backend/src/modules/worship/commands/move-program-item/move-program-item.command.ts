import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Move an item of a program to an index, on the order the mover saw (If-Match). */
export class MoveProgramItemCommand extends Command<CommandDone> {
  constructor(
    readonly programId: string,
    readonly itemId: string,
    readonly index: number,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
