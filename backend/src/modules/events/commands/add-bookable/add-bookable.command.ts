import { Command } from '@nestjs/cqrs';
import type { BookableKind } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Add a room (with its capacity) or a resource events can book. */
export class AddBookableCommand extends Command<CommandDone> {
  constructor(
    readonly bookableId: string,
    readonly kind: BookableKind,
    readonly name: string,
    readonly capacity: number | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
