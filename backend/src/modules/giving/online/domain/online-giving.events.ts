import type { Money, RecurringFrequency } from '@koinonia/contracts';

/**
 * A gift given online, from the moment the giver is sent to the provider's page (or a recurring
 * gift's charge is asked for) until the provider's signed webhook says how it went. Only a
 * confirmed one is in the books, as the donation `donationId`.
 */
export type OnlineGiftStarted = {
  type: 'OnlineGiftStarted';
  data: {
    giftId: string;
    fundId: string;
    amount: Money;
    donorMemberId: string | null;
    /** A visitor's name and email, for their receipt; null for a member. */
    visitor: { name: string; email: string | null } | null;
    recurringGiftId: string | null;
    /** The provider's hosted page (Checkout Session) the giver was sent to; null for an off-session charge. */
    checkoutSessionId: string | null;
  };
};
export type OnlineGiftSucceeded = { type: 'OnlineGiftSucceeded'; data: { giftId: string; paymentIntentId: string; eventId: string; donationId: string } };
export type OnlineGiftFailed = { type: 'OnlineGiftFailed'; data: { giftId: string; paymentIntentId: string; eventId: string; declineCode: string | null } };
export type OnlineGiftEvent = OnlineGiftStarted | OnlineGiftSucceeded | OnlineGiftFailed;

/**
 * Money of a confirmed online payment given back (refunded, or taken back in a lost dispute): the gift
 * in the books was reversed and, when part of it stays, the rest recorded as a new gift.
 */
export type OnlinePaymentReturned = {
  type: 'OnlinePaymentReturned';
  data: {
    paymentIntentId: string;
    eventId: string;
    cause: 'refund' | 'dispute-lost';
    /** Everything given back of this payment so far, this time included. */
    totalReturned: Money;
    reversedDonationId: string;
    /** The gift for what stays, or null when nothing does. */
    remainderDonationId: string | null;
  };
};
export type OnlinePaymentEvent = OnlinePaymentReturned;

/** A saved payment method: what identifies it to its owner, and the provider's id to charge it by. Never a full number. */
export type SavedPaymentMethod = {
  methodId: string;
  providerMethodId: string;
  kind: 'card' | 'us_bank_account';
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
};

/** A member as a giver with the provider: their customer there and their saved methods. */
export type GiverCustomerRegistered = { type: 'GiverCustomerRegistered'; data: { memberId: string; customerId: string } };
export type PaymentMethodSaved = { type: 'PaymentMethodSaved'; data: SavedPaymentMethod & { memberId: string } };
export type PaymentMethodRemoved = { type: 'PaymentMethodRemoved'; data: { memberId: string; methodId: string } };
export type GiverEvent = GiverCustomerRegistered | PaymentMethodSaved | PaymentMethodRemoved;

/** A member's gift repeated weekly or monthly from a saved method: our own schedule, charged by our job. */
export type RecurringGiftScheduled = {
  type: 'RecurringGiftScheduled';
  data: {
    recurringGiftId: string;
    memberId: string;
    fundId: string;
    amount: Money;
    frequency: RecurringFrequency;
    methodId: string;
    /** The day of the month a monthly gift keeps to (the 31st falls on a shorter month's last day). */
    anchorDay: number;
    nextChargeOn: string;
  };
};
export type RecurringGiftPaused = { type: 'RecurringGiftPaused'; data: { recurringGiftId: string } };
/** Resumed from the next due date on or after the day it resumed: a pause is never charged afterwards. */
export type RecurringGiftResumed = { type: 'RecurringGiftResumed'; data: { recurringGiftId: string; nextChargeOn: string } };
export type RecurringGiftCancelled = { type: 'RecurringGiftCancelled'; data: { recurringGiftId: string } };
/** One charge asked for: its online gift, the date it was due, and the next date. */
export type RecurringGiftCharged = { type: 'RecurringGiftCharged'; data: { recurringGiftId: string; giftId: string; chargedOn: string; nextChargeOn: string } };
export type RecurringGiftEvent = RecurringGiftScheduled | RecurringGiftPaused | RecurringGiftResumed | RecurringGiftCancelled | RecurringGiftCharged;

export const ONLINE_GIVING_EVENT_TYPES = {
  gift: new Set<string>(['OnlineGiftStarted', 'OnlineGiftSucceeded', 'OnlineGiftFailed']),
  giver: new Set<string>(['GiverCustomerRegistered', 'PaymentMethodSaved', 'PaymentMethodRemoved']),
  recurring: new Set<string>(['RecurringGiftScheduled', 'RecurringGiftPaused', 'RecurringGiftResumed', 'RecurringGiftCancelled', 'RecurringGiftCharged']),
} as const;

export const onlineGiftStream = (giftId: string) => `online-gift-${giftId}`;
/** A payment by the provider's id (its characters are not all a stream name's). */
export const onlinePaymentStream = (paymentKey: string) => `online-payment-${paymentKey}`;
export const giverStream = (memberId: string) => `giver-${memberId}`;
export const recurringGiftStream = (recurringGiftId: string) => `recurring-gift-${recurringGiftId}`;
