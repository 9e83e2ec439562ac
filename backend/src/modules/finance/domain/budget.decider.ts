import { VALIDATION_MESSAGES, type BudgetLine, type Money } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { BudgetEvent } from './finance.events';

export type BudgetCommand =
  | { type: 'CreateBudget'; budgetId: string; line: BudgetLine; year: number; amount: Money; months: number[] }
  | { type: 'ChangeBudget'; budgetId: string; amount: Money; months: number[] }
  | { type: 'CloseBudget'; budgetId: string };

export interface BudgetState {
  status: 'none' | 'open' | 'closed';
  line: BudgetLine | null;
  year: number;
  currency: string;
  amount: number;
  months: number[];
}

/** Twelve whole, non-negative monthly parts adding up to the year's amount. */
function checkMonths(amount: Money, months: number[]): void {
  const whole = months.length === 12 && months.every((part) => Number.isSafeInteger(part) && part >= 0);
  if (!whole || months.reduce((sum, part) => sum + part, 0) !== amount.minor || amount.minor < 0)
    throw DomainError.validation([{ field: 'months', message: VALIDATION_MESSAGES.choice }]);
}

/** A year's budget for one fund or ministry: set, changed while open, then closed for good. */
export const budgetDecider: Decider<BudgetState, BudgetCommand, BudgetEvent> = {
  initialState: () => ({ status: 'none', line: null, year: 0, currency: '', amount: 0, months: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'BudgetCreated':
        return {
          status: 'open',
          line: event.data.line,
          year: event.data.year,
          currency: event.data.amount.currency,
          amount: event.data.amount.minor,
          months: event.data.months,
        };
      case 'BudgetChanged':
        return { ...state, amount: event.data.amount.minor, months: event.data.months };
      case 'BudgetClosed':
        return { ...state, status: 'closed' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'CreateBudget':
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        checkMonths(command.amount, command.months);
        return [
          {
            type: 'BudgetCreated',
            data: { budgetId: command.budgetId, line: command.line, year: command.year, amount: command.amount, months: command.months },
          },
        ];
      case 'ChangeBudget': {
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        if (state.status === 'closed') throw new DomainError('BUDGET_CLOSED');
        if (command.amount.currency !== state.currency) throw DomainError.validation([{ field: 'amount', message: VALIDATION_MESSAGES.choice }]);
        checkMonths(command.amount, command.months);
        const same = command.amount.minor === state.amount && command.months.every((part, index) => part === state.months[index]);
        return same ? [] : [{ type: 'BudgetChanged', data: { budgetId: command.budgetId, amount: command.amount, months: command.months } }];
      }
      case 'CloseBudget':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        return state.status === 'closed' ? [] : [{ type: 'BudgetClosed', data: { budgetId: command.budgetId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown budget command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
