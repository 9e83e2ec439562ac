import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { budgetDecider } from '../../domain/budget.decider';
import { expenseDecider } from '../../domain/expense.decider';
import { budgetStream, expenseStream } from '../../domain/finance.events';
import { SubmitExpenseCommand } from './submit-expense.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An expense is charged to an open budget, in its currency and year; it names the budget's line. */
@CommandHandler(SubmitExpenseCommand)
export class SubmitExpenseHandler implements ICommandHandler<SubmitExpenseCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ expenseId, submission, actor }: SubmitExpenseCommand): Promise<CommandDone> {
    const budget = UUID.test(submission.budgetId) ? (await this.executor.load(budgetStream(submission.budgetId), budgetDecider)).state : null;
    if (!budget?.line || budget.status === 'none') throw new DomainError('NOT_FOUND', { budgetId: submission.budgetId });
    if (budget.status === 'closed') throw new DomainError('BUDGET_CLOSED');
    if (submission.amount.currency !== budget.currency || submission.amount.minor <= 0)
      throw DomainError.validation([{ field: 'amount', message: VALIDATION_MESSAGES.choice }]);
    // Budget against actual counts an expense in the month it was incurred: that month is in the budget's year.
    if (Number(submission.incurredOn.slice(0, 4)) !== budget.year) throw DomainError.validation([{ field: 'incurredOn', message: VALIDATION_MESSAGES.date }]);
    const actorId = actorIdOf(actor);
    const expense = { expenseId, ...submission, line: budget.line, year: budget.year, submittedBy: actorId };
    const outcome = await this.executor.execute(expenseStream(expenseId), expenseDecider, { type: 'SubmitExpense', expense }, { actorId });
    return { id: expenseId, revision: outcome.revision, position: outcome.position };
  }
}
