import type { Money } from '../giving/money.util';
import type { BudgetLineKind, ExpenseCategory, ExpensePaymentMethod, ExpenseState } from './finance.constant';

/** Whose step it was: an account's id and name. */
export interface FinanceActor {
  id: string;
  displayName: string;
}

/** What a budget is for: a fund or a ministry, by name. */
export interface BudgetLine {
  kind: BudgetLineKind;
  /** The fund's or the ministry's id. */
  id: string;
  name: string;
}

export interface BudgetView {
  id: string;
  line: BudgetLine;
  year: number;
  amount: Money;
  /** Twelve monthly amounts in minor units, January first. */
  months: number[];
  status: 'open' | 'closed';
  revision: number;
}

/** A budget as a submitter picks it for an expense: no amounts. */
export interface BudgetChoice {
  id: string;
  line: BudgetLine;
  year: number;
}

export interface ExpenseReceipt {
  filename: string;
  mediaType: string;
  bytes: number;
}

export interface ExpenseView {
  id: string;
  budgetId: string;
  line: BudgetLine;
  year: number;
  payee: string;
  description: string;
  amount: Money;
  incurredOn: string;
  category: ExpenseCategory;
  state: ExpenseState;
  receipt: ExpenseReceipt | null;
  submittedAt: string;
  submittedBy: FinanceActor | null;
  decidedAt: string | null;
  /** Who approved or rejected it. */
  decidedBy: FinanceActor | null;
  rejectionReason: string | null;
  paidAt: string | null;
  paidBy: FinanceActor | null;
  paidOn: string | null;
  paymentMethod: ExpensePaymentMethod | null;
  paymentReference: string | null;
  revision: number;
}

/** One month of a year: budgeted and actual (approved and paid expenses) in minor units. */
export interface BudgetMonth {
  month: number;
  budgeted: number;
  actual: number;
}

export interface BudgetVsActualLine {
  budgetId: string;
  line: BudgetLine;
  status: 'open' | 'closed';
  months: BudgetMonth[];
  budgeted: number;
  actual: number;
}

/** `GET /api/finance/budget-vs-actual`: per line and in total, per month, in the church's currency. */
export interface BudgetVsActualView {
  year: number;
  currency: string;
  lines: BudgetVsActualLine[];
  months: BudgetMonth[];
  budgeted: number;
  actual: number;
}
