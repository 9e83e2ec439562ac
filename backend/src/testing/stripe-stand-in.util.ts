import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the SDK made: its path, its form fields as sent, and its idempotency key. */
export interface StandInRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
}

type Json = Record<string, unknown>;

/** Card numbers the hosted page and off-session charges decline, as Stripe's test cards do. */
const DECLINING_CARD = '4000000000000002';

/**
 * A local stand-in for the Stripe API, for tests: it answers the official SDK's requests (pointed
 * here with its `host`/`port`/`protocol` options) for what online giving uses, keeps every request,
 * and serves a stand-in of Checkout's hosted page. When `webhookUrl` is set, paying or saving on that
 * page sends the signed webhook Stripe would send, signed with the SDK's own test-header helper.
 */
export class StripeStandIn {
  readonly requests: StandInRequest[] = [];
  readonly sentEvents: Json[] = [];
  webhookUrl: string | null = null;
  private server: Server | null = null;
  private readonly objects = new Map<string, Json>();
  private readonly byIdempotencyKey = new Map<string, { status: number; body: Json }>();
  private counter = 0;
  port = 0;

  constructor(readonly webhookSecret = 'whsec_stand_in') {}

  async start(port = 0): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The environment that points the app's SDK here. */
  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: 'sk_test_stand_in',
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_stand_in',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: 'http',
    };
  }

  object(id: string): Json | undefined {
    return this.objects.get(id);
  }

  /** A webhook as Stripe sends it: the event's JSON and its `Stripe-Signature` header. */
  signedEvent(type: string, object: Json, id = this.id('evt')): { payload: string; signature: string; id: string } {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret }), id };
  }

  /** Sends a signed event to `webhookUrl`, as Stripe would. */
  async deliver(type: string, object: Json): Promise<number> {
    if (!this.webhookUrl) return 0;
    const { payload, signature } = this.signedEvent(type, object);
    this.sentEvents.push(JSON.parse(payload) as Json);
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    return response.status;
  }

  private id(prefix: string): string {
    return `${prefix}_standin${++this.counter}`;
  }

  private save(object: Json): Json {
    this.objects.set(object.id as string, object);
    return object;
  }

  private metadataOf(params: Record<string, string>, prefix: string): Record<string, string> {
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(params)) {
      const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[([^\\]]+)\\]$`).exec(key);
      if (match) metadata[match[1]] = value;
    }
    return metadata;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', `http://127.0.0.1:${this.port}`);
    const params = Object.fromEntries(new URLSearchParams(request.method === 'GET' ? url.search : body));
    if (url.pathname.startsWith('/pay/')) return this.hostedPage(request.method ?? 'GET', url.pathname.slice(5), params, response);
    const idempotencyKey = (request.headers['idempotency-key'] as string | undefined) ?? null;
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname, params, idempotencyKey });
    const remembered = idempotencyKey ? this.byIdempotencyKey.get(`${url.pathname} ${idempotencyKey}`) : undefined;
    const answer = remembered ?? this.answer(request.method ?? 'GET', url.pathname, params);
    if (idempotencyKey && !remembered) this.byIdempotencyKey.set(`${url.pathname} ${idempotencyKey}`, answer);
    response.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': this.id('req') });
    response.end(JSON.stringify(answer.body));
  }

  private answer(method: string, path: string, params: Record<string, string>): { status: number; body: Json } {
    const notFound = { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: ${path}` } } };
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: this.save({ id: this.id('cus'), object: 'customer', name: params.name ?? null, email: params.email ?? null }) };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = this.id('cs');
      const mode = params.mode;
      return {
        status: 200,
        body: this.save({
          id,
          object: 'checkout.session',
          mode,
          status: 'open',
          url: `http://127.0.0.1:${this.port}/pay/${id}`,
          customer: params.customer ?? null,
          amount_total: mode === 'payment' ? Number(params['line_items[0][price_data][unit_amount]']) : null,
          currency: params['line_items[0][price_data][currency]'] ?? params.currency ?? null,
          description: params['line_items[0][price_data][product_data][name]'] ?? null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          metadata: this.metadataOf(params, 'metadata'),
          payment_intent_metadata: this.metadataOf(params, 'payment_intent_data[metadata]'),
          setup_intent_metadata: this.metadataOf(params, 'setup_intent_data[metadata]'),
        }),
      };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const accountNumber = params['payment_method_data[us_bank_account][account_number]'] ?? '';
      const method = this.save({
        id: this.id('pm'),
        object: 'payment_method',
        type: 'us_bank_account',
        customer: params.customer,
        us_bank_account: {
          bank_name: 'STRIPE TEST BANK',
          last4: accountNumber.slice(-4),
          routing_number: params['payment_method_data[us_bank_account][routing_number]'],
        },
      });
      const intent = this.save({
        id: this.id('seti'),
        object: 'setup_intent',
        status: 'succeeded',
        customer: params.customer,
        payment_method: method.id,
        metadata: this.metadataOf(params, 'metadata'),
      });
      setImmediate(() => void this.deliver('setup_intent.succeeded', intent));
      return { status: 200, body: intent };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const paymentMethod = this.objects.get(params.payment_method);
      if (!paymentMethod) return notFound;
      const declined = (paymentMethod.card as Json | undefined)?.number === DECLINING_CARD;
      const intent = this.save({
        id: this.id('pi'),
        object: 'payment_intent',
        amount: Number(params.amount),
        currency: params.currency,
        customer: params.customer,
        payment_method: params.payment_method,
        status: declined ? 'requires_payment_method' : 'succeeded',
        metadata: this.metadataOf(params, 'metadata'),
        last_payment_error: declined ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } : null,
      });
      setImmediate(() => void this.deliver(declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', intent));
      if (declined)
        return {
          status: 402,
          body: {
            error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: intent },
          },
        };
      return { status: 200, body: intent };
    }
    const retrieved = /^\/v1\/(payment_methods|setup_intents|payment_intents|customers)\/([^/]+)$/.exec(path);
    if (method === 'GET' && retrieved) {
      const object = this.objects.get(retrieved[2]);
      if (!object) return notFound;
      const { card, ...rest } = object;
      // What Stripe answers of a card: never its number.
      return { status: 200, body: card ? { ...rest, card: { ...(card as Json), number: undefined } } : rest };
    }
    return notFound;
  }

  /** The stand-in's Checkout page: a card number field and a button; the number decides the outcome. */
  private async hostedPage(method: string, sessionId: string, params: Record<string, string>, response: ServerResponse): Promise<void> {
    const session = this.objects.get(sessionId);
    if (!session) {
      response.writeHead(404).end('No such session');
      return;
    }
    if (method === 'GET') {
      const what =
        session.mode === 'payment' ? `${((session.amount_total as number) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}` : 'Save a card';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><head><title>Stripe stand-in checkout</title></head><body><main><h1>Stand-in checkout</h1><p>${what}</p>` +
          `<form method="post"><label>Card number <input name="card" value="4242424242424242"></label>` +
          `<button type="submit">${session.mode === 'payment' ? 'Pay' : 'Save card'}</button></form></main></body></html>`,
      );
      return;
    }
    const number = (params.card ?? '').replace(/\s/g, '');
    const declined = number === DECLINING_CARD;
    const card = { number, brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: new Date().getFullYear() + 3 };
    const paymentMethod = this.save({ id: this.id('pm'), object: 'payment_method', type: 'card', customer: session.customer, card });
    if (session.mode === 'payment') {
      const intent = this.save({
        id: this.id('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        payment_method: paymentMethod.id,
        status: declined ? 'requires_payment_method' : 'succeeded',
        metadata: session.payment_intent_metadata,
        last_payment_error: declined ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' } : null,
      });
      await this.deliver(declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', intent);
    } else {
      const intent = this.save({
        id: this.id('seti'),
        object: 'setup_intent',
        status: 'succeeded',
        customer: session.customer,
        payment_method: paymentMethod.id,
        metadata: session.setup_intent_metadata,
      });
      await this.deliver('setup_intent.succeeded', intent);
    }
    response.writeHead(303, { location: String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId) }).end();
  }
}
