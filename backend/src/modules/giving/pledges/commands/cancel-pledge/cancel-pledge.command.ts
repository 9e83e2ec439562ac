import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../../platform/commands/command-done.type';

/** Cancel a pledge (the pledger themselves, or the finance role); the pledger may then pledge again. */
export class CancelPledgeCommand extends Command<CommandDone> {
  constructor(
    readonly pledgeId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
