import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Ask for `needed` people in a team position at one occurrence of an event. */
export class OpenVolunteerSlotCommand extends Command<CommandDone> {
  constructor(
    readonly slotId: string,
    readonly eventId: string,
    readonly occurrenceStart: string,
    readonly positionId: string,
    readonly needed: number,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
