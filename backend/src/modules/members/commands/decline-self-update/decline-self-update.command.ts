import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Staff decline a member's pending change to their own details, saying why; the record stays as it is. */
export class DeclineSelfUpdateCommand extends Command<CommandDone> {
  constructor(
    readonly requestId: string,
    readonly reason: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
