import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Take back one of one's own blockouts. */
export class RemoveVolunteerBlockoutCommand extends Command<CommandDone> {
  constructor(
    readonly blockoutId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
