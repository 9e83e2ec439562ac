import type { Decider } from '../../../../platform/commands/decider.type';

/** The church's choice whether a gift's receipt is emailed to its donor when the gift is recorded. */
export type ReceiptEmailsSwitched = { type: 'ReceiptEmailsSwitched'; data: { enabled: boolean } };
export type ReceiptEmailsCommand = { type: 'SwitchReceiptEmails'; enabled: boolean };

/** The church's one stream for it. */
export const RECEIPT_EMAILS_STREAM = 'giving-receipt-emails';

/** On until the church turns it off: a donor expects a receipt for what they gave. */
export const receiptEmailsDecider: Decider<{ enabled: boolean }, ReceiptEmailsCommand, ReceiptEmailsSwitched> = {
  initialState: () => ({ enabled: true }),
  evolve: (_state, event) => ({ enabled: event.data.enabled }),
  decide: (command, state) => (command.enabled === state.enabled ? [] : [{ type: 'ReceiptEmailsSwitched', data: { enabled: command.enabled } }]),
};
