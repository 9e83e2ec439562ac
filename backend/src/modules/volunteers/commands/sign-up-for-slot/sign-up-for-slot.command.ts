import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Take a place on an open slot oneself. */
export class SignUpForSlotCommand extends Command<CommandDone> {
  constructor(
    readonly slotId: string,
    readonly assignmentId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
