import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Let a deactivated account sign in again. */
export class ReactivateUserCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
