import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Decline an assignment: the volunteer in the app (or the system for the signed link in their email, which proved who they are), or a leader of the team. */
export class DeclineVolunteerAssignmentCommand extends Command<CommandDone> {
  constructor(
    readonly assignmentId: string,
    readonly actor: CommandActor,
    /** Why, for the leaders ('' when not said). */
    readonly reason = '',
  ) {
    super();
  }
}
