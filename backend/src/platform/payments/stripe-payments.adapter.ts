import Stripe from 'stripe';
import type { Money } from '@koinonia/contracts';
import type { StripeConfig } from '../config/app-config';
import { InvalidWebhookSignature, type HostedPage, type PaymentEvent, type PaymentMetadata, type Payments, type SavedMethodDetails } from './payments.port';

const money = (amount: number, currency: string): Money => ({ minor: amount, currency: currency.toUpperCase() });

/** Stripe's metadata values are strings or null; ours are strings. */
function metadataOf(metadata: Stripe.Metadata | null | undefined): PaymentMetadata {
  return Object.fromEntries(Object.entries(metadata ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The payments port on the official SDK: Checkout Sessions for the hosted pages (a gift in
 * `payment` mode, a saved card in `setup` mode), SetupIntents for bank accounts, PaymentIntents
 * for off-session charges. The SDK's `host`/`port`/`protocol` point it at a stand-in in tests.
 */
export class StripePayments implements Payments {
  private readonly stripe: Stripe;
  readonly publishableKey: string | null;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, {
      ...(config.api ?? {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Koinonia' },
    });
    this.publishableKey = config.publishableKey;
  }

  async createCustomer({ idempotencyKey, name, email, metadata }: Parameters<Payments['createCustomer']>[0]): Promise<{ customerId: string }> {
    const customer = await this.stripe.customers.create({ name, ...(email ? { email } : {}), metadata }, { idempotencyKey });
    return { customerId: customer.id };
  }

  async startCheckout(input: Parameters<Payments['startCheckout']>[0]): Promise<HostedPage> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: input.amount.currency.toLowerCase(), unit_amount: input.amount.minor, product_data: { name: input.description } },
          },
        ],
        ...(input.email ? { customer_email: input.email } : {}),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        // The PaymentIntent's webhooks carry our reference: the gift is recorded from them.
        payment_intent_data: { metadata: input.metadata, description: input.description },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without its page');
    return { sessionId: session.id, url: session.url };
  }

  async startCardSetup(input: Parameters<Payments['startCardSetup']>[0]): Promise<HostedPage> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'setup',
        customer: input.customerId,
        currency: input.currency.toLowerCase(),
        allowed_payment_method_types: ['card'],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: input.metadata,
        setup_intent_data: { metadata: input.metadata },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!session.url) throw new Error('Stripe answered a Checkout Session without its page');
    return { sessionId: session.id, url: session.url };
  }

  async setUpBankAccount(input: Parameters<Payments['setUpBankAccount']>[0]): Promise<{ setupIntentId: string; status: string }> {
    const intent = await this.stripe.setupIntents.create(
      {
        customer: input.customerId,
        allowed_payment_method_types: ['us_bank_account'],
        payment_method_data: {
          type: 'us_bank_account',
          billing_details: { name: input.holderName },
          us_bank_account: {
            routing_number: input.routingNumber,
            account_number: input.accountNumber,
            account_holder_type: 'individual',
            account_type: input.accountType,
          },
        },
        usage: 'off_session',
        confirm: true,
        mandate_data: { customer_acceptance: { type: 'offline' } },
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return { setupIntentId: intent.id, status: intent.status };
  }

  async chargeOffSession(input: Parameters<Payments['chargeOffSession']>[0]): ReturnType<Payments['chargeOffSession']> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amount.minor,
          currency: input.amount.currency.toLowerCase(),
          customer: input.customerId,
          payment_method: input.providerMethodId,
          off_session: true,
          confirm: true,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return { paymentIntentId: intent.id, status: intent.status === 'succeeded' ? 'succeeded' : 'processing' };
    } catch (error) {
      // A decline is an answer, not a failure of ours: its webhook (payment_intent.payment_failed) records it.
      if (error instanceof Stripe.errors.StripeCardError) return { paymentIntentId: error.payment_intent?.id ?? null, status: 'failed' };
      throw error;
    }
  }

  async paymentMethod(providerMethodId: string): Promise<SavedMethodDetails> {
    const method = await this.stripe.paymentMethods.retrieve(providerMethodId);
    if (method.type === 'us_bank_account' && method.us_bank_account) {
      const bank = method.us_bank_account;
      return { providerMethodId, kind: 'us_bank_account', brand: bank.bank_name ?? '', last4: bank.last4 ?? '', expMonth: null, expYear: null };
    }
    const card = method.card;
    return {
      providerMethodId,
      kind: 'card',
      brand: card?.brand ?? '',
      last4: card?.last4 ?? '',
      expMonth: card?.exp_month ?? null,
      expYear: card?.exp_year ?? null,
    };
  }

  verifyWebhook(rawBody: string, signature: string): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch (error) {
      throw new InvalidWebhookSignature(error instanceof Error ? error.message : 'invalid signature');
    }
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        return {
          kind: 'payment-succeeded',
          eventId: event.id,
          paymentIntentId: intent.id,
          amount: money(intent.amount, intent.currency),
          metadata: metadataOf(intent.metadata),
        };
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        return {
          kind: 'payment-failed',
          eventId: event.id,
          paymentIntentId: intent.id,
          amount: money(intent.amount, intent.currency),
          declineCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
          metadata: metadataOf(intent.metadata),
        };
      }
      case 'setup_intent.succeeded': {
        const intent = event.data.object;
        const method = intent.payment_method;
        if (!method) return { kind: 'ignored', eventId: event.id, type: event.type };
        return {
          kind: 'setup-succeeded',
          eventId: event.id,
          setupIntentId: intent.id,
          providerMethodId: typeof method === 'string' ? method : method.id,
          metadata: metadataOf(intent.metadata),
        };
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        const paymentIntentId = idOf(charge.payment_intent);
        if (!paymentIntentId) return { kind: 'ignored', eventId: event.id, type: event.type };
        return {
          kind: 'payment-returned',
          eventId: event.id,
          paymentIntentId,
          amount: money(charge.amount, charge.currency),
          returned: money(charge.amount_refunded, charge.currency),
          cause: 'refund',
          metadata: metadataOf(charge.metadata),
        };
      }
      case 'charge.dispute.closed': {
        // Won, or closed as a warning: the money stays. Lost: the bank took the whole payment back.
        const dispute = event.data.object;
        const paymentIntentId = idOf(dispute.payment_intent);
        if (dispute.status !== 'lost' || !paymentIntentId) return { kind: 'ignored', eventId: event.id, type: event.type };
        const charge = typeof dispute.charge === 'string' ? null : dispute.charge;
        return {
          kind: 'payment-returned',
          eventId: event.id,
          paymentIntentId,
          amount: money(charge?.amount ?? dispute.amount, dispute.currency),
          returned: money(dispute.amount, dispute.currency),
          cause: 'dispute-lost',
          metadata: metadataOf(dispute.metadata),
        };
      }
      default:
        return { kind: 'ignored', eventId: event.id, type: event.type };
    }
  }
}

/** The id of an object the provider sends as its id or expanded. */
function idOf(reference: string | { id: string } | null): string | null {
  return typeof reference === 'string' ? reference : (reference?.id ?? null);
}
