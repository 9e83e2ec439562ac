import { Command } from '@nestjs/cqrs';
import type { OccurrenceScope } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import type { EventInput } from '../event-input.type';

/**
 * Change one occurrence (`this`: its title, description, place or times), or it and every later one
 * (`following`: the series ends the day before and a new event, continuing it, takes the changes).
 * Answers the event changed: the new one for `following`.
 */
export class ChangeOccurrenceCommand extends Command<CommandDone> {
  constructor(
    readonly eventId: string,
    readonly date: string,
    readonly scope: OccurrenceScope,
    readonly changes: Partial<EventInput>,
    readonly newEventId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
