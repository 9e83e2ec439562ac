import type { Decider } from '../../../../platform/commands/decider.type';
import type { EmailUnsubscribed } from './email-broadcast.events';

export type EmailSubscriptionCommand = { type: 'UnsubscribeFromEmail'; memberId: string };

/** Unsubscribing twice (the link opened again, a mail client's one-click and then the page) records it once. */
export const emailSubscriptionDecider: Decider<{ unsubscribed: boolean }, EmailSubscriptionCommand, EmailUnsubscribed> = {
  initialState: () => ({ unsubscribed: false }),
  evolve: (state, event) => (event.type === 'EmailUnsubscribed' ? { unsubscribed: true } : state),
  decide: (command, state) => (state.unsubscribed ? [] : [{ type: 'EmailUnsubscribed', data: { memberId: command.memberId } }]),
};
