import type { Money } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { BatchEvent } from './giving.events';

export type BatchCommand =
  | { type: 'OpenBatch'; batchId: string; name: string; receivedOn: string; currency: string }
  | { type: 'AddGiftToBatch'; batchId: string; donationId: string; amount: Money }
  | { type: 'CloseBatch'; batchId: string; countedTotal: Money };

export interface BatchState {
  status: 'none' | 'open' | 'closed';
  currency: string;
  /** What the gifts entered add up to, in minor units. */
  entered: number;
  donationIds: string[];
}

/**
 * A counting team's batch: gifts are entered while it is open; it closes only when what was
 * entered equals what was counted, and is then locked (reversals of its gifts are new entries
 * on the gifts, not on the batch).
 */
export const batchDecider: Decider<BatchState, BatchCommand, BatchEvent> = {
  initialState: () => ({ status: 'none', currency: '', entered: 0, donationIds: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'BatchOpened':
        return { ...state, status: 'open', currency: event.data.currency };
      case 'BatchGiftAdded':
        return { ...state, entered: state.entered + event.data.amount.minor, donationIds: [...state.donationIds, event.data.donationId] };
      case 'BatchClosed':
        return { ...state, status: 'closed' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'OpenBatch':
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'BatchOpened', data: { batchId: command.batchId, name: command.name, receivedOn: command.receivedOn, currency: command.currency } }];
      case 'AddGiftToBatch':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        if (state.status === 'closed') throw new DomainError('BATCH_CLOSED');
        if (state.donationIds.includes(command.donationId)) return [];
        return [{ type: 'BatchGiftAdded', data: { batchId: command.batchId, donationId: command.donationId, amount: command.amount } }];
      case 'CloseBatch': {
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        if (state.status === 'closed') throw new DomainError('BATCH_CLOSED');
        const entered = { minor: state.entered, currency: state.currency };
        if (command.countedTotal.currency !== state.currency || command.countedTotal.minor !== state.entered) {
          throw new DomainError('BATCH_NOT_RECONCILED', { entered, counted: command.countedTotal });
        }
        return [{ type: 'BatchClosed', data: { batchId: command.batchId, countedTotal: command.countedTotal, enteredTotal: entered } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown batch command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
