import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Add a place people serve in to a team (usher, greeter, sound, nursery). */
export class AddVolunteerPositionCommand extends Command<CommandDone> {
  constructor(
    readonly teamId: string,
    readonly positionId: string,
    readonly name: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
