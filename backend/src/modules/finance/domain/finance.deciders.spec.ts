import { spreadOverMonths, type Money } from '@koinonia/contracts';
import { deciderSpec } from '../../../testing/decider-spec.util';
import { budgetDecider } from './budget.decider';
import { expenseDecider } from './expense.decider';
import type { BudgetEvent, ExpenseEvent, ExpenseRecord } from './finance.events';

const usd = (minor: number): Money => ({ minor, currency: 'USD' });
const budgetId = '0b1f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const expenseId = '1c2f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f';
const line = { kind: 'ministry' as const, id: '2d3f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f', name: 'Youth' };
const NOW = '2026-11-22T10:00:00.000Z';

describe('spreading a year over its months', () => {
  it('gives twelve whole parts adding up to the year, the remainder one unit each in the last months', () => {
    expect(spreadOverMonths(1200000)).toEqual(Array(12).fill(100000));
    const parts = spreadOverMonths(100005);
    expect(parts).toEqual([8333, 8333, 8333, 8334, 8334, 8334, 8334, 8334, 8334, 8334, 8334, 8334]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(100005);
    expect(spreadOverMonths(7)).toEqual([0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1]);
  });
});

describe('the budget decider', () => {
  const spec = deciderSpec(budgetDecider);
  const months = spreadOverMonths(120000);
  const created: BudgetEvent = { type: 'BudgetCreated', data: { budgetId, line, year: 2026, amount: usd(120000), months } };
  const closed: BudgetEvent = { type: 'BudgetClosed', data: { budgetId } };

  it('creates a budget whose months add up to the year, once', () => {
    spec
      .given([])
      .when({ type: 'CreateBudget', budgetId, line, year: 2026, amount: usd(120000), months })
      .then([created]);
    spec
      .given([created])
      .when({ type: 'CreateBudget', budgetId, line, year: 2026, amount: usd(120000), months })
      .thenThrows('CONCURRENCY_CONFLICT');
  });

  it('refuses months that do not add up, are not twelve, or are negative', () => {
    const create = (parts: number[]) => ({ type: 'CreateBudget' as const, budgetId, line, year: 2026, amount: usd(120000), months: parts });
    spec
      .given([])
      .when(create([...months.slice(0, 11), 1]))
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when(create(months.slice(0, 11)))
      .thenThrows('VALIDATION_ERROR');
    spec
      .given([])
      .when(create([130000, -10000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))
      .thenThrows('VALIDATION_ERROR');
  });

  it('changes an open budget, records nothing when unchanged, and refuses a closed one', () => {
    const next = [...Array(11).fill(10000), 40000];
    spec
      .given([created])
      .when({ type: 'ChangeBudget', budgetId, amount: usd(150000), months: next })
      .then([{ type: 'BudgetChanged', data: { budgetId, amount: usd(150000), months: next } }]);
    spec
      .given([created])
      .when({ type: 'ChangeBudget', budgetId, amount: usd(120000), months })
      .thenNothing();
    spec
      .given([created, closed])
      .when({ type: 'ChangeBudget', budgetId, amount: usd(150000), months: next })
      .thenThrows('BUDGET_CLOSED');
    spec
      .given([])
      .when({ type: 'ChangeBudget', budgetId, amount: usd(1), months })
      .thenThrows('NOT_FOUND');
  });

  it('closes once', () => {
    spec.given([created]).when({ type: 'CloseBudget', budgetId }).then([closed]);
    spec.given([created, closed]).when({ type: 'CloseBudget', budgetId }).thenNothing();
  });
});

describe('the expense decider', () => {
  const spec = deciderSpec(expenseDecider);
  const record: ExpenseRecord = {
    expenseId,
    budgetId,
    line,
    year: 2026,
    payee: 'Office Depot',
    description: 'Craft supplies for the retreat',
    amount: usd(4599),
    incurredOn: '2026-03-14',
    category: 'supplies',
    submittedBy: 'leader-1',
  };
  const submitted: ExpenseEvent = { type: 'ExpenseSubmitted', data: record };
  const approved: ExpenseEvent = { type: 'ExpenseApproved', data: { expenseId, approvedBy: 'treasurer-1', approvedAt: NOW } };
  const rejected: ExpenseEvent = { type: 'ExpenseRejected', data: { expenseId, rejectedBy: 'treasurer-1', rejectedAt: NOW, reason: 'No receipt' } };
  const paid: ExpenseEvent = {
    type: 'ExpensePaid',
    data: { expenseId, paidBy: 'treasurer-2', paidAt: NOW, paidOn: '2026-03-20', method: 'cheque', reference: '1042' },
  };
  const receipt = { fileId: '3e4f6c1e-9d3a-4e2b-8f5c-1a2b3c4d5e6f', filename: 'receipt.pdf', mediaType: 'application/pdf', bytes: 900 };
  const pay = { type: 'PayExpense' as const, expenseId, paidOn: '2026-03-20', method: 'cheque' as const, reference: '1042' };

  it('submits an expense, then takes its receipt while it waits', () => {
    spec.given([]).when({ type: 'SubmitExpense', expense: record }, { actorId: 'leader-1' }).then([submitted]);
    spec
      .given([submitted])
      .when({ type: 'AttachReceipt', expenseId, receipt }, { actorId: 'leader-1' })
      .then([{ type: 'ExpenseReceiptAttached', data: { expenseId, receipt } }]);
  });

  it('is approved by someone else, who is recorded with the time, then paid with the date, method and reference', () => {
    spec.given([submitted]).when({ type: 'ApproveExpense', expenseId }, { actorId: 'treasurer-1', now: NOW }).then([approved]);
    spec.given([submitted, approved]).when(pay, { actorId: 'treasurer-2', now: NOW }).then([paid]);
  });

  it('is rejected by someone else with the reason', () => {
    spec.given([submitted]).when({ type: 'RejectExpense', expenseId, reason: 'No receipt' }, { actorId: 'treasurer-1', now: NOW }).then([rejected]);
  });

  it('refuses its submitter approving, rejecting or paying it', () => {
    spec.given([submitted]).when({ type: 'ApproveExpense', expenseId }, { actorId: 'leader-1' }).thenThrows('EXPENSE_SELF_APPROVAL');
    spec.given([submitted]).when({ type: 'RejectExpense', expenseId, reason: 'Mine' }, { actorId: 'leader-1' }).thenThrows('EXPENSE_SELF_APPROVAL');
    spec.given([submitted, approved]).when(pay, { actorId: 'leader-1' }).thenThrows('EXPENSE_SELF_APPROVAL');
  });

  it('refuses every step its state does not allow', () => {
    const other = { actorId: 'treasurer-1' };
    spec.given([submitted]).when(pay, other).thenThrows('EXPENSE_STATE_CONFLICT');
    spec.given([submitted, approved]).when({ type: 'ApproveExpense', expenseId }, other).thenThrows('EXPENSE_STATE_CONFLICT');
    spec.given([submitted, approved]).when({ type: 'RejectExpense', expenseId, reason: 'Late' }, other).thenThrows('EXPENSE_STATE_CONFLICT');
    spec.given([submitted, rejected]).when({ type: 'ApproveExpense', expenseId }, other).thenThrows('EXPENSE_STATE_CONFLICT');
    spec.given([submitted, rejected]).when(pay, other).thenThrows('EXPENSE_STATE_CONFLICT');
    spec.given([submitted, approved, paid]).when(pay, other).thenThrows('EXPENSE_STATE_CONFLICT');
    spec.given([submitted, approved]).when({ type: 'AttachReceipt', expenseId, receipt }, other).thenThrows('EXPENSE_STATE_CONFLICT');
    spec.given([]).when({ type: 'ApproveExpense', expenseId }, other).thenThrows('NOT_FOUND');
    spec.given([submitted]).when({ type: 'SubmitExpense', expense: record }).thenThrows('CONCURRENCY_CONFLICT');
  });
});
