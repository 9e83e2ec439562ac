import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Start a team (usually a ministry's), naming the members who lead it. */
export class CreateVolunteerTeamCommand extends Command<CommandDone> {
  constructor(
    readonly teamId: string,
    readonly name: string,
    readonly ministryId: string | null,
    readonly leaderIds: string[],
    readonly reminderDays: number,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
