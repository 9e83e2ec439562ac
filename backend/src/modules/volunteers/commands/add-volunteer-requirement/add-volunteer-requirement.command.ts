import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Add what serving on a team (or in one of its positions) asks for, like a background check. */
export class AddVolunteerRequirementCommand extends Command<CommandDone> {
  constructor(
    readonly teamId: string,
    readonly requirementId: string,
    readonly name: string,
    readonly positionId: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
