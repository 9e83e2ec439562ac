import { Command } from '@nestjs/cqrs';
import type { Money } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Change an open budget's amounts, against the revision last seen. */
export class ChangeBudgetCommand extends Command<CommandDone> {
  constructor(
    readonly budgetId: string,
    readonly amount: Money,
    readonly months: number[] | undefined,
    readonly expectedRevision: number | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
