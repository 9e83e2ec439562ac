import type { Money } from '@koinonia/contracts';

/** Free-form keys the provider keeps with a payment or setup and gives back in its webhooks. */
export type PaymentMetadata = Record<string, string>;

/** A hosted page on the provider's side where the giver enters their card (we never see it). */
export interface HostedPage {
  sessionId: string;
  url: string;
}

/** A saved payment method as the provider describes it: never more than what identifies it to its owner. */
export interface SavedMethodDetails {
  providerMethodId: string;
  kind: 'card' | 'us_bank_account';
  brand: string;
  last4: string;
  expMonth: number | null;
  expYear: number | null;
}

/** What a verified webhook tells us; anything else the provider sends is `ignored`. */
export type PaymentEvent =
  | { kind: 'payment-succeeded'; eventId: string; paymentIntentId: string; amount: Money; metadata: PaymentMetadata }
  | { kind: 'payment-failed'; eventId: string; paymentIntentId: string; amount: Money; declineCode: string | null; metadata: PaymentMetadata }
  | { kind: 'setup-succeeded'; eventId: string; setupIntentId: string; providerMethodId: string; metadata: PaymentMetadata }
  /**
   * Money given back: a refund (`returned` counts every refund of the payment so far), or a dispute the
   * church lost (`returned` is what the bank took back in that dispute).
   */
  | {
      kind: 'payment-returned';
      eventId: string;
      paymentIntentId: string;
      amount: Money;
      returned: Money;
      cause: 'refund' | 'dispute-lost';
      metadata: PaymentMetadata;
    }
  | { kind: 'ignored'; eventId: string; type: string };

/**
 * The payments port: what online giving needs of a card processor. One adapter, Stripe's
 * (`stripe-payments.adapter.ts`); `PAYMENTS` is null when none is configured, and online giving is
 * then hidden. Every call that creates something takes an idempotency key, so a retry after a lost
 * answer creates nothing twice.
 */
export interface Payments {
  /** The key the browser may use with the provider's own scripts; null when not configured. */
  readonly publishableKey: string | null;
  createCustomer(input: { idempotencyKey: string; name: string; email: string | null; metadata: PaymentMetadata }): Promise<{ customerId: string }>;
  /** A one-time gift on the provider's hosted page; `metadata` comes back with the payment's webhook. */
  startCheckout(input: {
    idempotencyKey: string;
    amount: Money;
    description: string;
    email: string | null;
    successUrl: string;
    cancelUrl: string;
    metadata: PaymentMetadata;
  }): Promise<HostedPage>;
  /** Saving a card for later, off-session gifts, on the provider's hosted page. */
  startCardSetup(input: {
    idempotencyKey: string;
    customerId: string;
    currency: string;
    successUrl: string;
    cancelUrl: string;
    metadata: PaymentMetadata;
  }): Promise<HostedPage>;
  /** Saving a US bank account: its numbers go straight to the provider and are kept nowhere here. */
  setUpBankAccount(input: {
    idempotencyKey: string;
    customerId: string;
    holderName: string;
    routingNumber: string;
    accountNumber: string;
    accountType: 'checking' | 'savings';
    metadata: PaymentMetadata;
  }): Promise<{ setupIntentId: string; status: string }>;
  /** A recurring gift's charge with a saved method, the giver not present. The outcome arrives by webhook. */
  chargeOffSession(input: {
    idempotencyKey: string;
    customerId: string;
    providerMethodId: string;
    amount: Money;
    description: string;
    metadata: PaymentMetadata;
  }): Promise<{ paymentIntentId: string | null; status: 'succeeded' | 'processing' | 'failed' }>;
  paymentMethod(providerMethodId: string): Promise<SavedMethodDetails>;
  /** Checks the signature on a webhook's raw body; throws `InvalidWebhookSignature` when it does not hold. */
  verifyWebhook(rawBody: string, signature: string): PaymentEvent;
}

export class InvalidWebhookSignature extends Error {}

export const PAYMENTS = Symbol('PAYMENTS');
