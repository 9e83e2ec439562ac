import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Staff approve a member's pending change to their own details: it is applied. */
export class ApproveSelfUpdateCommand extends Command<CommandDone> {
  constructor(
    readonly requestId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
