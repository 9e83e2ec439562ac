import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Close a fund to new gifts, or reopen it. */
export class ChangeFundStatusCommand extends Command<CommandDone> {
  constructor(
    readonly fundId: string,
    readonly open: boolean,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
