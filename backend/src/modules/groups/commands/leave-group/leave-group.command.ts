import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** A member leaves a group (or withdraws their request); a leader may take someone off the roster. */
export class LeaveGroupCommand extends Command<CommandDone> {
  constructor(
    readonly groupId: string,
    readonly memberId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
