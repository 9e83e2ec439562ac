import type { BudgetLine, ExpenseCategory, ExpensePaymentMethod, ExpenseReceipt, Money } from '@koinonia/contracts';

/** A year's budget for a fund or a ministry: the annual amount and its twelve monthly parts. */
export type BudgetCreated = { type: 'BudgetCreated'; data: { budgetId: string; line: BudgetLine; year: number; amount: Money; months: number[] } };
export type BudgetChanged = { type: 'BudgetChanged'; data: { budgetId: string; amount: Money; months: number[] } };
export type BudgetClosed = { type: 'BudgetClosed'; data: { budgetId: string } };
export type BudgetEvent = BudgetCreated | BudgetChanged | BudgetClosed;

/** An expense as submitted: what, to whom, how much, when, against which budget. */
export type ExpenseRecord = {
  expenseId: string;
  budgetId: string;
  line: BudgetLine;
  year: number;
  payee: string;
  description: string;
  amount: Money;
  incurredOn: string;
  category: ExpenseCategory;
  submittedBy: string | null;
};

export type StoredReceipt = ExpenseReceipt & { fileId: string };

export type ExpenseSubmitted = { type: 'ExpenseSubmitted'; data: ExpenseRecord };
export type ExpenseReceiptAttached = { type: 'ExpenseReceiptAttached'; data: { expenseId: string; receipt: StoredReceipt } };
/** Who approved, rejected or paid and when are in the event itself, not only in its metadata: they are the books' facts. */
export type ExpenseApproved = { type: 'ExpenseApproved'; data: { expenseId: string; approvedBy: string | null; approvedAt: string } };
export type ExpenseRejected = { type: 'ExpenseRejected'; data: { expenseId: string; rejectedBy: string | null; rejectedAt: string; reason: string } };
export type ExpensePaid = {
  type: 'ExpensePaid';
  data: { expenseId: string; paidBy: string | null; paidAt: string; paidOn: string; method: ExpensePaymentMethod; reference: string | null };
};
export type ExpenseEvent = ExpenseSubmitted | ExpenseReceiptAttached | ExpenseApproved | ExpenseRejected | ExpensePaid;

export const FINANCE_EVENT_TYPES = {
  budget: new Set<string>(['BudgetCreated', 'BudgetChanged', 'BudgetClosed']),
  expense: new Set<string>(['ExpenseSubmitted', 'ExpenseReceiptAttached', 'ExpenseApproved', 'ExpenseRejected', 'ExpensePaid']),
} as const;

export const budgetStream = (budgetId: string) => `budget-${budgetId}`;
export const expenseStream = (expenseId: string) => `expense-${expenseId}`;
