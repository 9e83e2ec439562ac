import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Cancel one occurrence of a series (named by its scheduled date), freeing its room for that time. */
export class CancelOccurrenceCommand extends Command<CommandDone> {
  constructor(
    readonly eventId: string,
    readonly date: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
