import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { spreadOverMonths, VALIDATION_MESSAGES, type BudgetLine } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { claimDecider, claimStream } from '../../../../platform/commands/unique-claim.decider';
import { DomainError } from '../../../../platform/errors/domain-error';
import { GivingQueries } from '../../../giving';
import { MinistriesService, OrganisationSettingsService } from '../../../organisation';
import { budgetDecider } from '../../domain/budget.decider';
import { budgetStream } from '../../domain/finance.events';
import { CreateBudgetCommand } from './create-budget.command';

const budgetLineClaims = claimDecider('BUDGET_ALREADY_EXISTS');

/**
 * One budget per fund or ministry and year: two would split one line's spending. The line and year
 * are claimed in their own stream, so two treasurers racing for it meet there.
 */
@CommandHandler(CreateBudgetCommand)
export class CreateBudgetHandler implements ICommandHandler<CreateBudgetCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly funds: GivingQueries,
    private readonly ministries: MinistriesService,
    private readonly settings: OrganisationSettingsService,
  ) {}

  async execute({ budgetId, line, year, amount, months, actor }: CreateBudgetCommand): Promise<CommandDone> {
    const named = await this.lineOf(line.kind, line.id);
    if (amount.currency !== this.settings.church.currency) throw DomainError.validation([{ field: 'amount', message: VALIDATION_MESSAGES.choice }]);
    const parts = months ?? spreadOverMonths(amount.minor);
    // Decided first on an empty stream, so a budget that would be refused claims no line.
    budgetDecider.decide({ type: 'CreateBudget', budgetId, line: named, year, amount, months: parts }, budgetDecider.initialState(), {
      now: '',
      actorId: null,
    });
    const actorId = actorIdOf(actor);
    const value = `${named.kind}:${named.id}:${year}`;
    await this.executor.execute(claimStream('budget-line', value), budgetLineClaims, { type: 'Claim', ownerId: budgetId, value }, { actorId });
    const outcome = await this.executor.execute(
      budgetStream(budgetId),
      budgetDecider,
      { type: 'CreateBudget', budgetId, line: named, year, amount, months: parts },
      { actorId },
    );
    return { id: budgetId, revision: outcome.revision, position: outcome.position };
  }

  private async lineOf(kind: BudgetLine['kind'], id: string): Promise<BudgetLine> {
    const found =
      kind === 'fund' ? (await this.funds.funds()).find((fund) => fund.id === id) : (await this.ministries.list()).find((ministry) => ministry.id === id);
    if (!found) throw new DomainError('NOT_FOUND', { [kind === 'fund' ? 'fundId' : 'ministryId']: id });
    return { kind, id, name: found.name };
  }
}
