import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** A leader schedules a member on a slot of their team. */
export class AssignVolunteerCommand extends Command<CommandDone> {
  constructor(
    readonly slotId: string,
    readonly assignmentId: string,
    readonly memberId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
