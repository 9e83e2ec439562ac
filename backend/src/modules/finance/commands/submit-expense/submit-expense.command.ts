import { Command } from '@nestjs/cqrs';
import type { ExpenseCategory, Money } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

export interface ExpenseSubmission {
  budgetId: string;
  payee: string;
  description: string;
  amount: Money;
  incurredOn: string;
  category: ExpenseCategory;
}

/** Submit an expense against an open budget, for someone else to approve. */
export class SubmitExpenseCommand extends Command<CommandDone> {
  constructor(
    readonly expenseId: string,
    readonly submission: ExpenseSubmission,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
