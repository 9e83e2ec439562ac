import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Confirm an assignment: the volunteer in the app (or the system for the signed link in their email, which proved who they are). */
export class ConfirmVolunteerAssignmentCommand extends Command<CommandDone> {
  constructor(
    readonly assignmentId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
