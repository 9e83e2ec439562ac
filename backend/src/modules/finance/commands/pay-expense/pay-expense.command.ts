import { Command } from '@nestjs/cqrs';
import type { ExpensePaymentMethod } from '@koinonia/contracts';
import type { CommandActor } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';

/** Record that an approved expense was paid: on which date, how, and its reference. */
export class PayExpenseCommand extends Command<CommandDone> {
  constructor(
    readonly expenseId: string,
    readonly paidOn: string,
    readonly method: ExpensePaymentMethod,
    readonly reference: string | null,
    readonly actor: CommandActor,
  ) {
    super();
  }
}
