import type { RecurringGiftScheduled, RecurringGiftEvent } from './online-giving.events';
import type { Decider } from '../../../../platform/commands/decider.type';
import { DomainError } from '../../../../platform/errors/domain-error';
import { dueOnOrAfter, nextChargeDate } from './charge-dates.util';

export type RecurringGiftCommand =
  | { type: 'ScheduleRecurringGift'; gift: RecurringGiftScheduled['data'] }
  | { type: 'PauseRecurringGift'; recurringGiftId: string }
  | { type: 'ResumeRecurringGift'; recurringGiftId: string; today: string }
  | { type: 'CancelRecurringGift'; recurringGiftId: string }
  /** Ask for the charge due on or before `today`, as the online gift `giftId`. */
  | { type: 'ChargeRecurringGift'; recurringGiftId: string; giftId: string; today: string };

export interface RecurringGiftState {
  status: 'none' | 'active' | 'paused' | 'cancelled';
  gift: RecurringGiftScheduled['data'] | null;
  nextChargeOn: string | null;
}

/**
 * A recurring gift: our own schedule. Each due date is charged once (a missed run charges the
 * latest due date once, never the backlog); paused, it is not charged; cancelled, never again.
 */
export const recurringGiftDecider: Decider<RecurringGiftState, RecurringGiftCommand, RecurringGiftEvent> = {
  initialState: () => ({ status: 'none', gift: null, nextChargeOn: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'RecurringGiftScheduled':
        return { status: 'active', gift: event.data, nextChargeOn: event.data.nextChargeOn };
      case 'RecurringGiftPaused':
        return { ...state, status: 'paused' };
      case 'RecurringGiftResumed':
        return { ...state, status: 'active', nextChargeOn: event.data.nextChargeOn };
      case 'RecurringGiftCancelled':
        return { ...state, status: 'cancelled', nextChargeOn: null };
      case 'RecurringGiftCharged':
        return { ...state, nextChargeOn: event.data.nextChargeOn };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'ScheduleRecurringGift') {
      if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
      return [{ type: 'RecurringGiftScheduled', data: command.gift }];
    }
    if (state.status === 'none' || !state.gift) throw new DomainError('NOT_FOUND');
    const { recurringGiftId } = command;
    switch (command.type) {
      case 'PauseRecurringGift':
        return state.status === 'active' ? [{ type: 'RecurringGiftPaused', data: { recurringGiftId } }] : [];
      case 'ResumeRecurringGift': {
        if (state.status !== 'paused') return [];
        const nextChargeOn = dueOnOrAfter(state.nextChargeOn ?? command.today, state.gift.frequency, state.gift.anchorDay, command.today);
        return [{ type: 'RecurringGiftResumed', data: { recurringGiftId, nextChargeOn } }];
      }
      case 'CancelRecurringGift':
        return state.status === 'cancelled' ? [] : [{ type: 'RecurringGiftCancelled', data: { recurringGiftId } }];
      case 'ChargeRecurringGift': {
        if (state.status !== 'active' || !state.nextChargeOn || state.nextChargeOn > command.today) return [];
        let chargedOn = state.nextChargeOn;
        let nextChargeOn = nextChargeDate(chargedOn, state.gift.frequency, state.gift.anchorDay);
        while (nextChargeOn <= command.today) {
          chargedOn = nextChargeOn;
          nextChargeOn = nextChargeDate(chargedOn, state.gift.frequency, state.gift.anchorDay);
        }
        return [{ type: 'RecurringGiftCharged', data: { recurringGiftId, giftId: command.giftId, chargedOn, nextChargeOn } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown recurring gift command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
