import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** The link stops working, the account goes, and the address is free to invite again. */
export class CancelInvitationCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
