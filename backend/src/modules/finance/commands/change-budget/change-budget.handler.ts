import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { spreadOverMonths } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { budgetDecider } from '../../domain/budget.decider';
import { budgetStream } from '../../domain/finance.events';
import { ChangeBudgetCommand } from './change-budget.command';

@CommandHandler(ChangeBudgetCommand)
export class ChangeBudgetHandler implements ICommandHandler<ChangeBudgetCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ budgetId, amount, months, expectedRevision, actor }: ChangeBudgetCommand): Promise<CommandDone> {
    const command = { type: 'ChangeBudget' as const, budgetId, amount, months: months ?? spreadOverMonths(amount.minor) };
    const outcome = await this.executor.execute(budgetStream(budgetId), budgetDecider, command, { actorId: actorIdOf(actor), expectedRevision });
    return { id: budgetId, revision: outcome.revision, position: outcome.position };
  }
}
