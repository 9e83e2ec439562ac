import type { ExpensePaymentMethod, ExpenseState } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { ExpenseEvent, ExpenseRecord, StoredReceipt } from './finance.events';

export type ExpenseCommand =
  | { type: 'SubmitExpense'; expense: ExpenseRecord }
  | { type: 'AttachReceipt'; expenseId: string; receipt: StoredReceipt }
  | { type: 'ApproveExpense'; expenseId: string }
  | { type: 'RejectExpense'; expenseId: string; reason: string }
  | { type: 'PayExpense'; expenseId: string; paidOn: string; method: ExpensePaymentMethod; reference: string | null };

export interface ExpenseDeciderState {
  state: ExpenseState | 'none';
  submittedBy: string | null;
  receipt: boolean;
}

/**
 * An expense: submitted, then approved or rejected by someone other than its submitter, and once
 * approved, paid. Any other step from where it stands is refused (EXPENSE_STATE_CONFLICT).
 */
export const expenseDecider: Decider<ExpenseDeciderState, ExpenseCommand, ExpenseEvent> = {
  initialState: () => ({ state: 'none', submittedBy: null, receipt: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'ExpenseSubmitted':
        return { state: 'submitted', submittedBy: event.data.submittedBy, receipt: false };
      case 'ExpenseReceiptAttached':
        return { ...state, receipt: true };
      case 'ExpenseApproved':
        return { ...state, state: 'approved' };
      case 'ExpenseRejected':
        return { ...state, state: 'rejected' };
      case 'ExpensePaid':
        return { ...state, state: 'paid' };
      default:
        return state;
    }
  },
  decide(command, state, { now, actorId }) {
    if (command.type === 'SubmitExpense') {
      if (state.state !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
      return [{ type: 'ExpenseSubmitted', data: command.expense }];
    }
    if (state.state === 'none') throw new DomainError('NOT_FOUND');
    const expected = command.type === 'PayExpense' ? 'approved' : 'submitted';
    if (state.state !== expected) throw new DomainError('EXPENSE_STATE_CONFLICT', { state: state.state });
    // Separation of duties: whoever spent the money does not also sign it off or pay it.
    const ownExpense = actorId !== null && actorId === state.submittedBy;
    switch (command.type) {
      case 'AttachReceipt':
        return [{ type: 'ExpenseReceiptAttached', data: { expenseId: command.expenseId, receipt: command.receipt } }];
      case 'ApproveExpense':
        if (ownExpense) throw new DomainError('EXPENSE_SELF_APPROVAL');
        return [{ type: 'ExpenseApproved', data: { expenseId: command.expenseId, approvedBy: actorId, approvedAt: now } }];
      case 'RejectExpense':
        if (ownExpense) throw new DomainError('EXPENSE_SELF_APPROVAL');
        return [{ type: 'ExpenseRejected', data: { expenseId: command.expenseId, rejectedBy: actorId, rejectedAt: now, reason: command.reason } }];
      case 'PayExpense':
        if (ownExpense) throw new DomainError('EXPENSE_SELF_APPROVAL');
        return [
          {
            type: 'ExpensePaid',
            data: { expenseId: command.expenseId, paidBy: actorId, paidAt: now, paidOn: command.paidOn, method: command.method, reference: command.reference },
          },
        ];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown expense command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
