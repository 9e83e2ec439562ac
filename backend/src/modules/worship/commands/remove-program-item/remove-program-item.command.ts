import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Take an item out of a program. */
export class RemoveProgramItemCommand extends Command<CommandDone> {
  constructor(
    readonly programId: string,
    readonly itemId: string,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
