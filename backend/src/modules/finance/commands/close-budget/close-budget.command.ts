import { Command } from '@nestjs/cqrs';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Close a budget: its amounts stay, it takes no new expenses. */
export class CloseBudgetCommand extends Command<CommandDone> {
  constructor(
    readonly budgetId: string,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
