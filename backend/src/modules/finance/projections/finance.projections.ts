import type { BudgetLine, ExpensePaymentMethod, ExpenseState, Money } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { FINANCE_EVENT_TYPES, type BudgetEvent, type ExpenseEvent, type ExpenseRecord, type StoredReceipt } from '../domain/finance.events';

export type BudgetDocument = { _id: string; line: BudgetLine; year: number; amount: Money; months: number[]; status: 'open' | 'closed'; revision: number };

export type ExpenseDocument = Omit<ExpenseRecord, 'expenseId'> & {
  _id: string;
  state: ExpenseState;
  receipt: StoredReceipt | null;
  submittedAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  rejectionReason: string | null;
  paidAt: string | null;
  paidBy: string | null;
  paidOn: string | null;
  paymentMethod: ExpensePaymentMethod | null;
  paymentReference: string | null;
  revision: number;
};

/** Budgets by year and line. */
export const budgetsProjection: Projection<BudgetDocument> = {
  name: 'finance-budgets',
  collection: 'finance-budgets',
  version: 1,
  indexes: [{ spec: { year: 1 } }],
  canHandle: (event: RecordedEvent) => FINANCE_EVENT_TYPES.budget.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { budgetId?: string }).budgetId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as BudgetEvent;
    switch (event.type) {
      case 'BudgetCreated':
        return {
          _id: event.data.budgetId,
          line: event.data.line,
          year: event.data.year,
          amount: event.data.amount,
          months: event.data.months,
          status: 'open',
          revision: recorded.revision,
        };
      case 'BudgetChanged':
        return document ? { ...document, amount: event.data.amount, months: event.data.months, revision: recorded.revision } : null;
      case 'BudgetClosed':
        return document ? { ...document, status: 'closed', revision: recorded.revision } : null;
      default:
        return document;
    }
  },
};

/** Every expense with where it stands, who took each step and when. */
export const expensesProjection: Projection<ExpenseDocument> = {
  name: 'finance-expenses',
  collection: 'finance-expenses',
  version: 1,
  indexes: [{ spec: { year: 1, incurredOn: -1 } }, { spec: { submittedBy: 1 } }, { spec: { budgetId: 1 } }],
  canHandle: (event: RecordedEvent) => FINANCE_EVENT_TYPES.expense.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { expenseId?: string }).expenseId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as ExpenseEvent;
    if (event.type === 'ExpenseSubmitted') {
      const { expenseId, ...record } = event.data;
      return {
        ...record,
        _id: expenseId,
        state: 'submitted',
        receipt: null,
        submittedAt: recorded.metadata.occurredAt,
        decidedAt: null,
        decidedBy: null,
        rejectionReason: null,
        paidAt: null,
        paidBy: null,
        paidOn: null,
        paymentMethod: null,
        paymentReference: null,
        revision: recorded.revision,
      };
    }
    if (!document) return null;
    switch (event.type) {
      case 'ExpenseReceiptAttached':
        return { ...document, receipt: event.data.receipt, revision: recorded.revision };
      case 'ExpenseApproved':
        return { ...document, state: 'approved', decidedAt: event.data.approvedAt, decidedBy: event.data.approvedBy, revision: recorded.revision };
      case 'ExpenseRejected':
        return {
          ...document,
          state: 'rejected',
          decidedAt: event.data.rejectedAt,
          decidedBy: event.data.rejectedBy,
          rejectionReason: event.data.reason,
          revision: recorded.revision,
        };
      case 'ExpensePaid':
        return {
          ...document,
          state: 'paid',
          paidAt: event.data.paidAt,
          paidBy: event.data.paidBy,
          paidOn: event.data.paidOn,
          paymentMethod: event.data.method,
          paymentReference: event.data.reference,
          revision: recorded.revision,
        };
      default:
        return document;
    }
  },
};
