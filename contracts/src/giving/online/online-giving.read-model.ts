import type { ApiErrorBody } from '../../errors/api-error.type';
import type { Money } from '../money.util';
import type { RecurringFrequency } from './online-giving.constant';

/** `GET /api/giving/online`: whether online giving is on (a payments provider is configured), and what the give page needs. */
export interface OnlineGivingStatus {
  enabled: boolean;
  currency: string;
  churchName: string;
  /** Funds open for gifts, by name. */
  funds: { id: string; name: string }[];
}

/** `POST /api/giving/online/gifts`: where the giver pays (the provider's page) and the gift to watch. */
export interface OnlineCheckout {
  giftId: string;
  checkoutUrl: string;
}

/**
 * `GET /api/giving/online/gifts/:id`: an online gift as the giver follows it. `succeeded` once the
 * provider's signed webhook confirmed it (the gift is then in the books as `donationId`); `failed`
 * with the catalogue's DONATION_FAILED when it was declined.
 */
export interface OnlineGiftView {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  amount: Money;
  fundName: string;
  donationId: string | null;
  error: ApiErrorBody | null;
  recurringGiftId: string | null;
  startedAt: string;
}

/** A saved payment method: only what tells its owner which one it is. */
export interface PaymentMethodView {
  id: string;
  kind: 'card' | 'us_bank_account';
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
  savedAt: string;
}

/** `POST /api/me/payment-methods/card-setup`: the provider's page where the card is entered. */
export interface CardSetupPage {
  url: string;
}

/** `GET /api/me/recurring-gifts`: a gift repeated from a saved method, and how its last charge went. */
export interface RecurringGiftView {
  id: string;
  fundId: string;
  fundName: string;
  amount: Money;
  frequency: RecurringFrequency;
  paymentMethod: PaymentMethodView | null;
  status: 'active' | 'paused' | 'cancelled';
  nextChargeOn: string | null;
  lastCharge: { on: string; status: OnlineGiftView['status']; error: ApiErrorBody | null } | null;
  revision: number;
}

/** `GET /api/me/online-giving`: a member's saved methods and recurring gifts. */
export interface MyOnlineGivingView {
  paymentMethods: PaymentMethodView[];
  recurringGifts: RecurringGiftView[];
}

/** `POST /api/me/payment-methods/bank-accounts`: saved at once, or waiting for the bank's verification. */
export interface BankAccountSetup {
  status: 'saved' | 'pending';
}

/** `POST /api/giving/webhooks/stripe`: the event was verified and taken (a replay is taken and changes nothing). */
export interface WebhookReceipt {
  received: true;
}
