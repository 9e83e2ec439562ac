import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { GiverEvent, SavedPaymentMethod } from './online-giving.events';

export type GiverCommand =
  | { type: 'RegisterGiverCustomer'; memberId: string; customerId: string }
  | { type: 'SavePaymentMethod'; memberId: string; method: SavedPaymentMethod }
  | { type: 'RemovePaymentMethod'; memberId: string; methodId: string };

export interface GiverState {
  customerId: string | null;
  methods: SavedPaymentMethod[];
}

/** A member with the provider: one customer, and the methods they saved (each once, however often its webhook comes). */
export const giverDecider: Decider<GiverState, GiverCommand, GiverEvent> = {
  initialState: () => ({ customerId: null, methods: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'GiverCustomerRegistered':
        return { ...state, customerId: event.data.customerId };
      case 'PaymentMethodSaved': {
        const { methodId, providerMethodId, kind, brand, last4, expMonth, expYear } = event.data;
        return { ...state, methods: [...state.methods, { methodId, providerMethodId, kind, brand, last4, expMonth, expYear }] };
      }
      case 'PaymentMethodRemoved':
        return { ...state, methods: state.methods.filter((method) => method.methodId !== event.data.methodId) };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterGiverCustomer':
        if (state.customerId) return [];
        return [{ type: 'GiverCustomerRegistered', data: { memberId: command.memberId, customerId: command.customerId } }];
      case 'SavePaymentMethod':
        if (state.methods.some((method) => method.providerMethodId === command.method.providerMethodId)) return [];
        return [{ type: 'PaymentMethodSaved', data: { ...command.method, memberId: command.memberId } }];
      case 'RemovePaymentMethod':
        if (!state.methods.some((method) => method.methodId === command.methodId)) throw new DomainError('NOT_FOUND');
        return [{ type: 'PaymentMethodRemoved', data: { memberId: command.memberId, methodId: command.methodId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown giver command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
