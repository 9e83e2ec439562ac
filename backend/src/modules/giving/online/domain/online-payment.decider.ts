import type { Money } from '@koinonia/contracts';
import type { Decider } from '../../../../platform/commands/decider.type';
import type { OnlinePaymentEvent, OnlinePaymentReturned } from './online-giving.events';

export type OnlinePaymentCommand = { type: 'RecordReturn'; returned: OnlinePaymentReturned['data'] };

export interface OnlinePaymentState {
  /** What has been given back so far, in minor units. */
  returned: number;
  /** The gift in the books that holds what stays of the payment; null before any return (the first gift). */
  liveDonationId: string | null;
  /** The provider's events already heard. */
  eventIds: string[];
}

/**
 * Returns of one confirmed online payment, heard from the provider's webhooks: each only once (a replayed
 * event, or one telling no more than already heard, changes nothing), the total only ever growing.
 */
export const onlinePaymentDecider: Decider<OnlinePaymentState, OnlinePaymentCommand, OnlinePaymentEvent> = {
  initialState: () => ({ returned: 0, liveDonationId: null, eventIds: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'OnlinePaymentReturned':
        return {
          returned: event.data.totalReturned.minor,
          liveDonationId: event.data.remainderDonationId,
          eventIds: [...state.eventIds, event.data.eventId],
        };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordReturn':
        if (state.eventIds.includes(command.returned.eventId) || command.returned.totalReturned.minor <= state.returned) return [];
        return [{ type: 'OnlinePaymentReturned', data: command.returned }];
      default: {
        const unknown: never = command.type;
        throw new Error(`Unknown online payment command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/** What stays of a payment of `amount` once `returned` of it has been given back; never below nothing. */
export function remainderOf(amount: Money, returned: number): Money {
  return { minor: Math.max(0, amount.minor - returned), currency: amount.currency };
}
