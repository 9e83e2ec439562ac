import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Record when a member met a team's requirement and the last day it holds. */
export class RecordVolunteerRequirementCommand extends Command<CommandDone> {
  constructor(
    readonly teamId: string,
    readonly memberId: string,
    readonly requirementId: string,
    readonly checkedOn: string,
    readonly expiresOn: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
