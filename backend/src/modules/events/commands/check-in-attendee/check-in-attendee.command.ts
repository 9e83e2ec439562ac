import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Someone arrived at an occurrence (registered, or a walk-in): it is recorded on the roster and in attendance. */
export class CheckInAttendeeCommand extends Command<CommandDone> {
  constructor(
    readonly eventId: string,
    readonly memberId: string,
    readonly occurrence: string | undefined,
    readonly actor: CommandActor,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}
