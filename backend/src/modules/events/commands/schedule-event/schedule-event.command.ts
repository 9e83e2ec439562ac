import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { EventInput } from '../event-input.type';

/** Put an event on the calendar (once, or by a rule), booking its room and resources. */
export class ScheduleEventCommand extends Command<CommandDone> {
  constructor(
    readonly eventId: string,
    readonly input: EventInput,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
