import { Command } from '@nestjs/cqrs';
import type { BudgetLineKind, Money } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Set a year's budget for a fund or a ministry; `months` absent spreads the year evenly. */
export class CreateBudgetCommand extends Command<CommandDone> {
  constructor(
    readonly budgetId: string,
    readonly line: { kind: BudgetLineKind; id: string },
    readonly year: number,
    readonly amount: Money,
    readonly months: number[] | undefined,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
