import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import type { OnlineGiftEvent, OnlineGiftStarted } from './online-giving.events';

export type OnlineGiftCommand =
  | { type: 'StartOnlineGift'; gift: OnlineGiftStarted['data'] }
  | { type: 'ConfirmOnlineGift'; giftId: string; paymentIntentId: string; eventId: string; donationId: string }
  | { type: 'FailOnlineGift'; giftId: string; paymentIntentId: string; eventId: string; declineCode: string | null };

export interface OnlineGiftState {
  status: 'none' | 'pending' | 'succeeded' | 'failed';
  gift: OnlineGiftStarted['data'] | null;
  lastEventId: string | null;
}

/**
 * One online gift: started once; confirmed once by the provider's webhook (a replayed webhook,
 * the same event or another for the same payment, confirms nothing more); declined until then.
 */
export const onlineGiftDecider: Decider<OnlineGiftState, OnlineGiftCommand, OnlineGiftEvent> = {
  initialState: () => ({ status: 'none', gift: null, lastEventId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'OnlineGiftStarted':
        return { status: 'pending', gift: event.data, lastEventId: null };
      case 'OnlineGiftSucceeded':
        return { ...state, status: 'succeeded', lastEventId: event.data.eventId };
      case 'OnlineGiftFailed':
        return { ...state, status: 'failed', lastEventId: event.data.eventId };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartOnlineGift':
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'OnlineGiftStarted', data: command.gift }];
      case 'ConfirmOnlineGift': {
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        if (state.status === 'succeeded') return [];
        const { giftId, paymentIntentId, eventId, donationId } = command;
        return [{ type: 'OnlineGiftSucceeded', data: { giftId, paymentIntentId, eventId, donationId } }];
      }
      case 'FailOnlineGift': {
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        // A gift in the books stays there; a decline already heard is not heard twice.
        if (state.status === 'succeeded' || state.lastEventId === command.eventId) return [];
        const { giftId, paymentIntentId, eventId, declineCode } = command;
        return [{ type: 'OnlineGiftFailed', data: { giftId, paymentIntentId, eventId, declineCode } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown online gift command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
