import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Turn maintenance mode on (with an optional message for everyone shut out) or off. */
export class ChangeMaintenanceModeCommand extends Command<CommandDone> {
  constructor(
    readonly enabled: boolean,
    readonly message: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
