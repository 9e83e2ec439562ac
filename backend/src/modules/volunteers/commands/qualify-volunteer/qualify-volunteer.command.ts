import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Say which of a team's positions a member serves in ([] takes them off the team). */
export class QualifyVolunteerCommand extends Command<CommandDone> {
  constructor(
    readonly teamId: string,
    readonly memberId: string,
    readonly positionIds: string[],
    readonly actor: CommandActor,
  ) {
    super();
  }
}
