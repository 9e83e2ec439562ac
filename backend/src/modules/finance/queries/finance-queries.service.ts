import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  type BudgetChoice,
  type BudgetMonth,
  type BudgetVsActualQueryDto,
  type BudgetVsActualView,
  type BudgetView,
  type CurrentUser,
  type ExpensesQueryDto,
  type ExpenseState,
  type ExpenseView,
  type FinanceActor,
} from '@koinonia/contracts';
import { USER_DIRECTORY, type AccountName, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { Filter, ReadStore } from '../../../platform/read-store/read-store.port';
import { OrganisationSettingsService } from '../../organisation';
import { budgetsProjection, expensesProjection, type BudgetDocument, type ExpenseDocument } from '../projections/finance.projections';

/** What counts as spent in budget against actual: approved and paid expenses (not those waiting or rejected). */
export const ACTUAL_STATES: readonly ExpenseState[] = ['approved', 'paid'];

const byLine = (a: BudgetDocument, b: BudgetDocument) => a.line.kind.localeCompare(b.line.kind) || a.line.name.localeCompare(b.line.name);

/** The finance read side: budgets, expenses, and budget against actual. */
@Injectable()
export class FinanceQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly settings: OrganisationSettingsService,
  ) {}

  private get budgetsCollection() {
    return this.readStore.collection<BudgetDocument>(budgetsProjection.collection);
  }

  private get expensesCollection() {
    return this.readStore.collection<ExpenseDocument>(expensesProjection.collection);
  }

  async budgets(year: number): Promise<BudgetView[]> {
    const budgets = (await this.budgetsCollection.find({ year })).sort(byLine);
    return budgets.map((budget) => ({
      id: budget._id,
      line: budget.line,
      year: budget.year,
      amount: budget.amount,
      months: budget.months,
      status: budget.status,
      revision: budget.revision,
    }));
  }

  async budget(id: string): Promise<BudgetView> {
    const budget = await this.budgetsCollection.findOne({ _id: id });
    if (!budget) throw new DomainError('NOT_FOUND');
    return {
      id: budget._id,
      line: budget.line,
      year: budget.year,
      amount: budget.amount,
      months: budget.months,
      status: budget.status,
      revision: budget.revision,
    };
  }

  /** The open budgets an expense may be charged to, without their amounts. */
  async choices(year: number): Promise<BudgetChoice[]> {
    const budgets = (await this.budgetsCollection.find({ year, status: 'open' })).sort(byLine);
    return budgets.map((budget) => ({ id: budget._id, line: budget.line, year: budget.year }));
  }

  /** The expenses of a year, in a state when asked; only those `submittedBy` submitted when it is given. */
  async expenses(query: ExpensesQueryDto, submittedBy?: string): Promise<ExpenseView[]> {
    const filter: Filter = { year: query.year };
    if (query.state) filter.state = query.state;
    if (submittedBy) filter.submittedBy = submittedBy;
    return this.views(await this.expensesCollection.find(filter, { sort: { incurredOn: -1, submittedAt: -1 } }));
  }

  async expense(id: string, reader: CurrentUser): Promise<ExpenseView> {
    return (await this.views([await this.readable(id, reader)]))[0]!;
  }

  /** An expense the reader may see: the books' readers see all, a submitter their own. */
  async readable(id: string, reader: CurrentUser): Promise<ExpenseDocument> {
    const expense = await this.expensesCollection.findOne({ _id: id });
    if (!expense) throw new DomainError('NOT_FOUND');
    if (!can(reader.roles, 'finance.read') && expense.submittedBy !== reader.id) throw new DomainError('AUTHORIZATION');
    return expense;
  }

  async budgetVsActual(query: BudgetVsActualQueryDto): Promise<BudgetVsActualView> {
    const filter: Filter = { year: query.year };
    const budgets = (await this.budgetsCollection.find(filter))
      .filter((budget) => (query.fundId ? budget.line.kind === 'fund' && budget.line.id === query.fundId : true))
      .filter((budget) => (query.ministryId ? budget.line.kind === 'ministry' && budget.line.id === query.ministryId : true))
      .sort(byLine);
    const expenses = await this.expensesCollection.find({ year: query.year, state: { $in: [...ACTUAL_STATES] } });
    const emptyMonths = (): BudgetMonth[] => Array.from({ length: 12 }, (_, index) => ({ month: index + 1, budgeted: 0, actual: 0 }));
    const totals = emptyMonths();
    const lines = budgets.map((budget) => {
      const months = emptyMonths();
      budget.months.forEach((part, index) => (months[index]!.budgeted = part));
      for (const expense of expenses.filter((e) => e.budgetId === budget._id))
        months[Number(expense.incurredOn.slice(5, 7)) - 1]!.actual += expense.amount.minor;
      months.forEach((month, index) => {
        totals[index]!.budgeted += month.budgeted;
        totals[index]!.actual += month.actual;
      });
      return {
        budgetId: budget._id,
        line: budget.line,
        status: budget.status,
        months,
        budgeted: budget.amount.minor,
        actual: months.reduce((sum, month) => sum + month.actual, 0),
      };
    });
    return {
      year: query.year,
      currency: budgets[0]?.amount.currency ?? this.settings.church.currency,
      lines,
      months: totals,
      budgeted: lines.reduce((sum, line) => sum + line.budgeted, 0),
      actual: lines.reduce((sum, line) => sum + line.actual, 0),
    };
  }

  private async views(expenses: ExpenseDocument[]): Promise<ExpenseView[]> {
    const ids = expenses.flatMap((e) => [e.submittedBy, e.decidedBy, e.paidBy]).filter((id): id is string => id !== null);
    const names = await this.directory.namesOf(ids);
    return expenses.map((expense) => ({
      id: expense._id,
      budgetId: expense.budgetId,
      line: expense.line,
      year: expense.year,
      payee: expense.payee,
      description: expense.description,
      amount: expense.amount,
      incurredOn: expense.incurredOn,
      category: expense.category,
      state: expense.state,
      receipt: expense.receipt ? { filename: expense.receipt.filename, mediaType: expense.receipt.mediaType, bytes: expense.receipt.bytes } : null,
      submittedAt: expense.submittedAt,
      submittedBy: actorOf(expense.submittedBy, names),
      decidedAt: expense.decidedAt,
      decidedBy: actorOf(expense.decidedBy, names),
      rejectionReason: expense.rejectionReason,
      paidAt: expense.paidAt,
      paidBy: actorOf(expense.paidBy, names),
      paidOn: expense.paidOn,
      paymentMethod: expense.paymentMethod,
      paymentReference: expense.paymentReference,
      revision: expense.revision,
    }));
  }
}

function actorOf(id: string | null, names: Map<string, AccountName>): FinanceActor | null {
  if (!id) return null;
  return { id, displayName: names.get(id)?.displayName ?? id };
}
