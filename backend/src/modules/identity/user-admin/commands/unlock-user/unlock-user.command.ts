import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** An administrator lifts a lockout. */
export class UnlockUserCommand extends Command<CommandDone> {
  constructor(
    readonly userId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
