import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Take an event off the calendar, every occurrence, freeing its room and resources. */
export class CancelEventCommand extends Command<CommandDone> {
  constructor(
    readonly eventId: string,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
