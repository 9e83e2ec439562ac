import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { budgetDecider } from '../../domain/budget.decider';
import { budgetStream } from '../../domain/finance.events';
import { CloseBudgetCommand } from './close-budget.command';

@CommandHandler(CloseBudgetCommand)
export class CloseBudgetHandler implements ICommandHandler<CloseBudgetCommand, CommandDone> {
  constructor(private readonly executor: CommandExecutor) {}

  async execute({ budgetId, actor }: CloseBudgetCommand): Promise<CommandDone> {
    const outcome = await this.executor.execute(budgetStream(budgetId), budgetDecider, { type: 'CloseBudget', budgetId }, { actorId: actorIdOf(actor) });
    return { id: budgetId, revision: outcome.revision, position: outcome.position };
  }
}
