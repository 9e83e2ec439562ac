import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { FundEvent } from './giving.events';

export type FundCommand = { type: 'OpenFund'; fundId: string; name: string } | { type: 'CloseFund'; fundId: string } | { type: 'ReopenFund'; fundId: string };

export interface FundState {
  status: 'none' | 'active' | 'closed';
  name: string;
}

/** A fund gifts are given to. Closing it refuses new gifts; what it received stays. */
export const fundDecider: Decider<FundState, FundCommand, FundEvent> = {
  initialState: () => ({ status: 'none', name: '' }),
  evolve(state, event) {
    switch (event.type) {
      case 'FundOpened':
        return { status: 'active', name: event.data.name };
      case 'FundClosed':
        return { ...state, status: 'closed' };
      case 'FundReopened':
        return { ...state, status: 'active' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'OpenFund':
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'FundOpened', data: { fundId: command.fundId, name: command.name } }];
      case 'CloseFund':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        return state.status === 'closed' ? [] : [{ type: 'FundClosed', data: { fundId: command.fundId } }];
      case 'ReopenFund':
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        return state.status === 'active' ? [] : [{ type: 'FundReopened', data: { fundId: command.fundId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown fund command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
