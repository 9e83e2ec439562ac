import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf, type CommandActor } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { expenseDecider, type ExpenseCommand } from '../domain/expense.decider';
import { expenseStream } from '../domain/finance.events';
import { ApproveExpenseCommand } from './approve-expense/approve-expense.command';
import { PayExpenseCommand } from './pay-expense/pay-expense.command';
import { RejectExpenseCommand } from './reject-expense/reject-expense.command';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One step of an expense's approval: the decider holds the rules (who, from which state). */
async function step(executor: CommandExecutor, expenseId: string, command: ExpenseCommand, actor: CommandActor): Promise<CommandDone> {
  if (!UUID.test(expenseId)) throw new DomainError('NOT_FOUND');
  const outcome = await executor.execute(expenseStream(expenseId), expenseDecider, command, { actorId: actorIdOf(actor) });
  return { id: expenseId, revision: outcome.revision, position: outcome.position };
}

@CommandHandler(ApproveExpenseCommand)
export class ApproveExpenseHandler implements ICommandHandler<ApproveExpenseCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ expenseId, actor }: ApproveExpenseCommand): Promise<CommandDone> {
    return step(this.executor, expenseId, { type: 'ApproveExpense', expenseId }, actor);
  }
}

@CommandHandler(RejectExpenseCommand)
export class RejectExpenseHandler implements ICommandHandler<RejectExpenseCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ expenseId, reason, actor }: RejectExpenseCommand): Promise<CommandDone> {
    return step(this.executor, expenseId, { type: 'RejectExpense', expenseId, reason }, actor);
  }
}

@CommandHandler(PayExpenseCommand)
export class PayExpenseHandler implements ICommandHandler<PayExpenseCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  execute({ expenseId, paidOn, method, reference, actor }: PayExpenseCommand): Promise<CommandDone> {
    return step(this.executor, expenseId, { type: 'PayExpense', expenseId, paidOn, method, reference }, actor);
  }
}
