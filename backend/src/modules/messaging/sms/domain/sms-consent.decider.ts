import type { SmsConsentSource } from '@koinonia/contracts';
import type { Decider } from '../../../../platform/commands/decider.type';
import type { SmsConsentEvent } from './sms.events';

export type SmsConsentCommand =
  | { type: 'GiveSmsConsent'; phone: string; memberId: string | null; source: SmsConsentSource }
  | { type: 'WithdrawSmsConsent'; phone: string; memberId: string | null; source: SmsConsentSource; keyword: string | null };

/** Never asked (null), given, or withdrawn. */
export interface SmsConsentState {
  optedIn: boolean | null;
}

/** A number's SMS consent: given and withdrawn as often as people change their minds, each time recorded; nothing when nothing changes. */
export const smsConsentDecider: Decider<SmsConsentState, SmsConsentCommand, SmsConsentEvent> = {
  initialState: () => ({ optedIn: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'SmsConsentGiven':
        return { optedIn: true };
      case 'SmsConsentWithdrawn':
        return { optedIn: false };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'GiveSmsConsent':
        if (state.optedIn === true) return [];
        return [{ type: 'SmsConsentGiven', data: { phone: command.phone, memberId: command.memberId, source: command.source } }];
      case 'WithdrawSmsConsent':
        if (state.optedIn === false) return [];
        // A STOP from a number never opted in is still recorded: the number has said it wants nothing.
        return [{ type: 'SmsConsentWithdrawn', data: { phone: command.phone, memberId: command.memberId, source: command.source, keyword: command.keyword } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown SMS consent command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
