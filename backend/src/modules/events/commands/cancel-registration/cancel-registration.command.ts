import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Cancel a registration (one's own, or with events.write anyone's): the first on the wait list who fits takes the place. */
export class CancelRegistrationCommand extends Command<CommandDone> {
  constructor(
    readonly eventId: string,
    readonly occurrence: string,
    readonly registrationId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
