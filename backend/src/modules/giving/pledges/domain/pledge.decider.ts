import { VALIDATION_MESSAGES, type FieldError, type Money } from '@koinonia/contracts';
import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { PledgeEvent, PledgeRecord } from './pledge.events';

export type PledgeCommand =
  | { type: 'MakePledge'; pledge: PledgeRecord; churchCurrency: string }
  | { type: 'ChangePledge'; pledgeId: string; amount: Money; churchCurrency: string }
  | { type: 'CancelPledge'; pledgeId: string };

export interface PledgeState {
  status: 'none' | 'active' | 'cancelled';
  pledge: PledgeRecord | null;
}

function amountProblems(amount: Money, churchCurrency: string): FieldError[] {
  const fields: FieldError[] = [];
  if (amount.currency !== churchCurrency) fields.push({ field: 'amount.currency', message: VALIDATION_MESSAGES.choice });
  if (amount.minor <= 0) fields.push({ field: 'amount.minor', message: VALIDATION_MESSAGES.choice });
  return fields;
}

/**
 * A promise to give an amount toward a campaign over its period. What was given toward it is not
 * kept here: it is computed from the gifts themselves, so a reversed gift stops counting at once.
 */
export const pledgeDecider: Decider<PledgeState, PledgeCommand, PledgeEvent> = {
  initialState: () => ({ status: 'none', pledge: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'PledgeMade':
        return { status: 'active', pledge: event.data };
      case 'PledgeChanged':
        return state.pledge ? { ...state, pledge: { ...state.pledge, amount: event.data.amount } } : state;
      case 'PledgeCancelled':
        return { ...state, status: 'cancelled' };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'MakePledge': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        const { pledge } = command;
        const problems = amountProblems(pledge.amount, command.churchCurrency);
        if ((pledge.pledgerMemberId === null) === (pledge.pledgerHouseholdId === null))
          problems.push({ field: 'memberId', message: VALIDATION_MESSAGES.required });
        if (problems.length > 0) throw DomainError.validation(problems);
        return [{ type: 'PledgeMade', data: pledge }];
      }
      case 'ChangePledge': {
        if (state.status !== 'active' || !state.pledge) throw new DomainError('NOT_FOUND');
        const problems = amountProblems(command.amount, command.churchCurrency);
        if (problems.length > 0) throw DomainError.validation(problems);
        if (command.amount.minor === state.pledge.amount.minor) return [];
        return [
          {
            type: 'PledgeChanged',
            data: { pledgeId: command.pledgeId, campaignId: state.pledge.campaignId, amount: command.amount, previous: state.pledge.amount },
          },
        ];
      }
      case 'CancelPledge':
        if (state.status === 'none' || !state.pledge) throw new DomainError('NOT_FOUND');
        if (state.status === 'cancelled') return [];
        return [{ type: 'PledgeCancelled', data: { pledgeId: command.pledgeId, campaignId: state.pledge.campaignId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown pledge command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
