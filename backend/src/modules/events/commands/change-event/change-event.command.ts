import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { EventInput } from '../event-input.type';

/** Change the whole series: the fields given, the others as they are. */
export class ChangeEventCommand extends Command<CommandDone> {
  constructor(
    readonly eventId: string,
    readonly changes: Partial<EventInput>,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
