import {
  CONSISTENCY_HEADER,
  type DonationView,
  type FundView,
  type MyGivingView,
  type MyOnlineGivingView,
  type OnlineCheckout,
  type OnlineGiftView,
  type OnlineGivingStatus,
} from '@koinonia/contracts';
import type { AddressInfo } from 'node:net';
import { EVENT_STORE } from '../../../platform/platform.tokens';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { eventually } from '../../../testing/eventually.util';
import { StripeStandIn } from '../../../testing/stripe-stand-in.util';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { ONLINE_GIFT_RATE } from './online-giving.controller';
import { RecurringChargesJob } from './recurring-charges.job';

const usd = (minor: number) => ({ minor, currency: 'USD' });

describe('online giving over HTTP, through the Stripe SDK against a local stand-in for its API', () => {
  const stripe = new StripeStandIn();
  let t: TestApp;
  let member: string;
  let other: string;
  let finance: string;
  let memberId: string;
  let general: string;

  const webhook = (payload: string, signature: string) =>
    t.http().post('/api/giving/webhooks/stripe').set('content-type', 'application/json').set('stripe-signature', signature).send(payload);
  const giftView = async (id: string) => (await t.http().get(`/api/giving/online/gifts/${id}`).expect(200)).body as OnlineGiftView;
  const mine = async (cookie = member) => (await t.http().get('/api/me/online-giving').set('Cookie', cookie).expect(200)).body as MyOnlineGivingView;
  const myGifts = async () => {
    await t.settled();
    return ((await t.http().get('/api/me/giving').set('Cookie', member).expect(200)).body as MyGivingView).gifts;
  };
  const checkout = async (minor: number, cookie = member) =>
    (
      await t
        .http()
        .post('/api/giving/online/gifts')
        .set('Cookie', cookie)
        .send({ fundId: general, amount: usd(minor) })
        .expect(201)
    ).body as OnlineCheckout;
  /** The PaymentIntent Stripe would make when the giver pays on its page, with our gift's metadata. */
  const intentFor = (giftId: string, minor: number, extra: object = {}) => ({
    id: `pi_test_${giftId.slice(0, 8)}`,
    object: 'payment_intent',
    amount: minor,
    currency: 'usd',
    status: 'succeeded',
    metadata: { giftId },
    ...extra,
  });

  beforeAll(async () => {
    await stripe.start();
    t = await startTestApp({ env: stripe.env() });
    // The stand-in sends its webhooks (a saved method, an off-session charge) to the app, as Stripe does.
    await t.app.listen(0, '127.0.0.1');
    stripe.webhookUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}/api/giving/webhooks/stripe`;
    [member, other, finance] = await Promise.all(['member@demo.church', 'staff@demo.church', 'finance@demo.church'].map((email) => t.signIn(email)));
    memberId = (await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body.memberId as string;
    const funds = (await t.http().get('/api/funds').set('Cookie', finance).expect(200)).body as FundView[];
    general = funds.find((fund) => fund.name === 'General')!.id;
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  it('successful-status: online giving is on, with the open funds and the currency, for anyone', async () => {
    const status = (await t.http().get('/api/giving/online').expect(200)).body as OnlineGivingStatus;
    expect(status).toMatchObject({ enabled: true, currency: 'USD' });
    expect(status.funds.map((fund) => fund.name)).toEqual(expect.arrayContaining(['General', 'Missions']));
  });

  it("successful-checkout: the giver pays on Stripe's page; the gift is recorded only when the signed webhook confirms it", async () => {
    const before = (await myGifts()).length;
    const started = await checkout(2500);
    expect(started.checkoutUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${stripe.port}/pay/cs_`));
    const session = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(session.params).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '2500',
      'line_items[0][price_data][currency]': 'usd',
      'payment_intent_data[metadata][giftId]': started.giftId,
      success_url: expect.stringContaining(`/give?gift=${started.giftId}`),
    });
    expect(session.idempotencyKey).toBe(`online-gift-${started.giftId}`);
    expect(await giftView(started.giftId)).toMatchObject({ status: 'pending', amount: usd(2500), fundName: 'General', donationId: null });
    expect(await myGifts()).toHaveLength(before);

    const { payload, signature } = stripe.signedEvent('payment_intent.succeeded', intentFor(started.giftId, 2500));
    expect((await webhook(payload, signature).expect(200)).body).toEqual({ received: true });
    const confirmed = await eventually(async () => {
      const view = await giftView(started.giftId);
      expect(view.status).toBe('succeeded');
      return view;
    });
    const gifts = await myGifts();
    expect(gifts).toHaveLength(before + 1);
    expect(gifts.find((gift) => gift.id === confirmed.donationId)).toMatchObject({ amount: usd(2500), method: 'online', donorMemberId: memberId });
  });

  it('failing-webhook: a tampered signature, a missing one, and a body changed after signing are refused with 400 and record nothing', async () => {
    const started = await checkout(1200);
    const { payload, signature } = stripe.signedEvent('payment_intent.succeeded', intentFor(started.giftId, 1200));
    const tampered = signature.replace(/v1=([0-9a-f])/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
    const refused = await webhook(payload, tampered).expect(400);
    expect(refused.body).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', message: 'This notification could not be verified and was not accepted.' });
    await webhook(payload.replace('1200', '1'), signature).expect(400);
    await t.http().post('/api/giving/webhooks/stripe').set('content-type', 'application/json').send(payload).expect(400);
    await t.settled();
    expect((await giftView(started.giftId)).status).toBe('pending');
  });

  it('successful-replay: the same event again, or another event for the same payment, records nothing new', async () => {
    const started = await checkout(3300);
    const intent = intentFor(started.giftId, 3300);
    const first = stripe.signedEvent('payment_intent.succeeded', intent);
    await webhook(first.payload, first.signature).expect(200);
    const count = (await myGifts()).length;
    await webhook(first.payload, first.signature).expect(200);
    const again = stripe.signedEvent('payment_intent.succeeded', intent);
    await webhook(again.payload, again.signature).expect(200);
    expect(await myGifts()).toHaveLength(count);
    const { donationId } = await giftView(started.giftId);
    expect((await myGifts()).filter((gift) => gift.id === donationId)).toHaveLength(1);
  });

  /** A gift paid and confirmed by its webhook: its payment intent and its id in the books. */
  const paid = async (minor: number) => {
    const started = await checkout(minor);
    const intent = intentFor(started.giftId, minor);
    const { payload, signature } = stripe.signedEvent('payment_intent.succeeded', intent);
    await webhook(payload, signature).expect(200);
    await t.settled();
    return { intent, giftId: started.giftId, donationId: (await giftView(started.giftId)).donationId! };
  };
  const donation = async (id: string) => (await t.http().get(`/api/donations/${id}`).set('Cookie', finance).expect(200)).body as DonationView;
  /** The charge of a payment as Stripe sends it with `charge.refunded`: `amount_refunded` counts every refund so far. */
  const chargeOf = (intent: { id: string; amount: number }, refunded: number) => ({
    id: `ch_${intent.id}`,
    object: 'charge',
    amount: intent.amount,
    amount_refunded: refunded,
    refunded: refunded === intent.amount,
    currency: 'usd',
    payment_intent: intent.id,
    metadata: {},
  });
  const liveGiftsOf = async (intentId: string) =>
    (await myGifts()).filter((gift) => gift.note?.includes(intentId) && !gift.reversal).map((gift) => gift.amount.minor);

  it('successful-refund: a whole refund reverses the gift with its reason, never editing it; heard again, nothing more', async () => {
    const { intent, donationId } = await paid(2000);
    const refund = stripe.signedEvent('charge.refunded', chargeOf(intent, 2000));
    await webhook(refund.payload, refund.signature).expect(200);
    await t.settled();
    const reversed = await donation(donationId);
    expect(reversed.amount).toEqual(usd(2000));
    expect(reversed.reversal?.reason).toBe(`Refunded through Stripe (${intent.id}): $20.00 of $20.00 given back`);
    await webhook(refund.payload, refund.signature).expect(200);
    const again = stripe.signedEvent('charge.refunded', chargeOf(intent, 2000));
    await webhook(again.payload, again.signature).expect(200);
    expect(await liveGiftsOf(intent.id)).toEqual([]);
  });

  it('successful-partial-refund: what stays is recorded as a new gift; a second refund leaves less; a lost dispute takes the rest', async () => {
    const { intent, donationId } = await paid(10_000);
    const first = stripe.signedEvent('charge.refunded', chargeOf(intent, 2500));
    await webhook(first.payload, first.signature).expect(200);
    expect(await liveGiftsOf(intent.id)).toEqual([7500]);
    expect((await donation(donationId)).reversal?.reason).toBe(`Refunded through Stripe (${intent.id}): $25.00 of $100.00 given back`);
    // Out of order: an older refund total heard after a newer one changes nothing.
    const second = stripe.signedEvent('charge.refunded', chargeOf(intent, 4000));
    await webhook(second.payload, second.signature).expect(200);
    await webhook(first.payload, first.signature).expect(200);
    const stale = stripe.signedEvent('charge.refunded', chargeOf(intent, 2500));
    await webhook(stale.payload, stale.signature).expect(200);
    expect(await liveGiftsOf(intent.id)).toEqual([6000]);
    const [rest] = (await myGifts()).filter((gift) => gift.note?.includes(intent.id) && !gift.reversal);
    expect(rest).toMatchObject({ method: 'online', donorMemberId: memberId, deductible: usd(6000), splits: [{ fundId: general, amount: usd(6000) }] });
    expect(rest.receivedOn).toBe((await donation(donationId)).receivedOn);

    const dispute = {
      id: 'dp_1',
      object: 'dispute',
      amount: 6000,
      currency: 'usd',
      status: 'lost',
      charge: `ch_${intent.id}`,
      payment_intent: intent.id,
      metadata: {},
    };
    const won = stripe.signedEvent('charge.dispute.closed', { ...dispute, id: 'dp_0', status: 'won' });
    await webhook(won.payload, won.signature).expect(200);
    expect(await liveGiftsOf(intent.id)).toEqual([6000]);
    const lost = stripe.signedEvent('charge.dispute.closed', dispute);
    await webhook(lost.payload, lost.signature).expect(200);
    expect(await liveGiftsOf(intent.id)).toEqual([]);
    expect((await donation(rest.id)).reversal?.reason).toBe(`Dispute lost at Stripe (${intent.id}): $100.00 of $100.00 given back`);
  });

  it('failing-early-refund: a refund heard before its payment is refused with 409, so Stripe sends it again; then it is heard', async () => {
    const started = await checkout(3000);
    const intent = intentFor(started.giftId, 3000);
    const refund = stripe.signedEvent('charge.refunded', { ...chargeOf(intent, 3000), metadata: { giftId: started.giftId } });
    expect((await webhook(refund.payload, refund.signature).expect(409)).body).toMatchObject({ code: 'CONCURRENCY_CONFLICT' });
    const succeeded = stripe.signedEvent('payment_intent.succeeded', intent);
    await webhook(succeeded.payload, succeeded.signature).expect(200);
    expect(await liveGiftsOf(intent.id)).toEqual([3000]);
    await webhook(refund.payload, refund.signature).expect(200);
    expect(await liveGiftsOf(intent.id)).toEqual([]);
  });

  it('failing-refund: money given back for a payment that is not ours records nothing', async () => {
    const before = await myGifts();
    const stranger = stripe.signedEvent('charge.refunded', chargeOf({ id: 'pi_not_ours', amount: 900 }, 900));
    await webhook(stranger.payload, stranger.signature).expect(200);
    expect(await myGifts()).toEqual(before);
  });

  it('successful-amount: a payment reporting another amount than the gift was started for is recorded as received, and says so', async () => {
    const started = await checkout(1500);
    const { payload, signature } = stripe.signedEvent('payment_intent.succeeded', intentFor(started.giftId, 1400));
    await webhook(payload, signature).expect(200);
    await t.settled();
    const recorded = await donation((await giftView(started.giftId)).donationId!);
    expect(recorded.amount).toEqual(usd(1400));
    expect(recorded.note).toContain('Stripe reported $14.00 for a gift of $15.00');
  });

  it('failing-decline: a declined payment shows its giver DONATION_FAILED and records nothing', async () => {
    const before = (await myGifts()).length;
    const started = await checkout(4100);
    const declined = intentFor(started.giftId, 4100, {
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' },
    });
    const { payload, signature } = stripe.signedEvent('payment_intent.payment_failed', declined);
    await webhook(payload, signature).expect(200);
    await t.settled();
    expect(await giftView(started.giftId)).toMatchObject({
      status: 'failed',
      error: { code: 'DONATION_FAILED', message: 'We could not process your donation. Please verify your payment information.' },
    });
    expect(await myGifts()).toHaveLength(before);
  });

  it('successful-visitor: a visitor gives without signing in; the gift is anonymous, their name in its note for the receipt', async () => {
    const started = (
      await t
        .http()
        .post('/api/giving/online/visitor-gifts')
        .send({ fundId: general, amount: usd(5000), name: 'Grace Visitor', email: 'grace@example.org' })
        .expect(201)
    ).body as OnlineCheckout;
    const { payload, signature } = stripe.signedEvent('payment_intent.succeeded', intentFor(started.giftId, 5000));
    await webhook(payload, signature).expect(200);
    await t.settled();
    const { donationId } = await giftView(started.giftId);
    const gift = (await t.http().get(`/api/donations/${donationId}`).set('Cookie', finance).expect(200)).body;
    expect(gift).toMatchObject({ donorMemberId: null, method: 'online', amount: usd(5000) });
    expect(gift.note).toContain('Grace Visitor');
  });

  it('failing-visitor: a gift in another currency, or to no fund, is refused before Stripe is asked', async () => {
    const asked = stripe.requests.length;
    const wrong = await t
      .http()
      .post('/api/giving/online/visitor-gifts')
      .send({ fundId: general, amount: { minor: 500, currency: 'EUR' }, name: 'A' })
      .expect(400);
    expect(wrong.body.details.fields).toEqual([{ field: 'amount.currency', message: 'Please choose one of the options offered.' }]);
    await t
      .http()
      .post('/api/giving/online/visitor-gifts')
      .send({ fundId: 'b3c4d5e6-0000-4000-8000-000000000000', amount: usd(500), name: 'A' })
      .expect(404);
    expect(stripe.requests.length).toBe(asked);
  });

  it('failing-visitor-rate: a visitor asking for page after page to pay on is refused with 429 before Stripe is asked', async () => {
    const visitorGift = () =>
      t
        .http()
        .post('/api/giving/online/visitor-gifts')
        .send({ fundId: general, amount: usd(100), name: 'Card Tester' });
    let answer = await visitorGift();
    for (let tries = 1; answer.status === 201 && tries <= ONLINE_GIFT_RATE.perAddress; tries += 1) answer = await visitorGift();
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ code: 'RATE_LIMITED' });
    const asked = stripe.requests.length;
    await visitorGift().expect(429);
    expect(stripe.requests).toHaveLength(asked);
    // A member signed in is counted apart, by account.
    await checkout(100);
  });

  it("successful-banking: a card saved on Stripe's page and a bank account, kept by brand, last four and expiry only", async () => {
    const page = (await t.http().post('/api/me/payment-methods/card-setup').set('Cookie', member).expect(200)).body as { url: string };
    expect(stripe.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!.params).toMatchObject({
      mode: 'setup',
      'setup_intent_data[metadata][memberId]': memberId,
    });
    // The member enters the card on the (stand-in) provider's page; it sends the signed webhook.
    const paid = await fetch(page.url, { method: 'POST', body: new URLSearchParams({ card: '4242424242424242' }), redirect: 'manual' });
    expect(paid.headers.get('location')).toContain('/member-banking-setup?saved=card');
    await t
      .http()
      .post('/api/me/payment-methods/bank-accounts')
      .set('Cookie', member)
      .send({ holderName: 'Ruth Anderson', routingNumber: '110000000', accountNumber: '000123456789', accountType: 'checking' })
      .expect(202);
    const methods = await eventually(async () => {
      const saved = (await mine()).paymentMethods;
      expect(saved).toHaveLength(2);
      return saved;
    });
    expect(methods).toEqual(
      expect.arrayContaining([
        { id: expect.any(String), kind: 'card', brand: 'visa', last4: '4242', expMonth: 12, expYear: expect.any(Number), savedAt: expect.any(String) },
        {
          id: expect.any(String),
          kind: 'us_bank_account',
          brand: 'STRIPE TEST BANK',
          last4: '6789',
          expMonth: null,
          expYear: null,
          savedAt: expect.any(String),
        },
      ]),
    );
    // The full numbers went to Stripe only: no event of ours holds them.
    const events = JSON.stringify((await t.app.get<EventStore>(EVENT_STORE).readAll()).map((event) => event.data));
    for (const secret of ['4242424242424242', '000123456789', '110000000']) expect(events).not.toContain(secret);
  });

  it('failing-banking: a routing number failing the ABA checksum is refused before anything is sent to Stripe', async () => {
    const asked = stripe.requests.length;
    const refused = await t
      .http()
      .post('/api/me/payment-methods/bank-accounts')
      .set('Cookie', member)
      .send({ holderName: 'Ruth Anderson', routingNumber: '110000001', accountNumber: '000123456789', accountType: 'checking' })
      .expect(400);
    expect(refused.body.details.fields).toEqual([{ field: 'routingNumber', message: 'Please enter a valid 9-digit bank routing number.' }]);
    expect(JSON.stringify(refused.body)).not.toContain('000123456789');
    expect(stripe.requests.length).toBe(asked);
  });

  it('successful-recurring: the job charges a due gift off-session once, recorded when its webhook comes; paused it is not charged; cancelled never', async () => {
    const card = (await mine()).paymentMethods.find((method) => method.kind === 'card')!;
    const scheduled = await t
      .http()
      .post('/api/me/recurring-gifts')
      .set('Cookie', member)
      .send({ fundId: general, amount: usd(1500), frequency: 'weekly', paymentMethodId: card.id })
      .expect(201);
    await t.settled();
    const before = (await myGifts()).length;
    const job = t.app.get(RecurringChargesJob);
    expect(await job.run()).toBe(1);
    const charge = stripe.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(charge.params).toMatchObject({ amount: '1500', currency: 'usd', off_session: 'true', confirm: 'true' });
    expect(charge.idempotencyKey).toMatch(new RegExp(`^recurring-${scheduled.body.id}-\\d{4}-\\d{2}-\\d{2}$`));
    const gifts = await eventually(async () => {
      const all = await myGifts();
      expect(all).toHaveLength(before + 1);
      return all;
    });
    expect(gifts.filter((gift) => gift.amount.minor === 1500 && gift.method === 'online')).toHaveLength(1);
    await t.settled();
    // The same day again: nothing more is due.
    expect(await job.run()).toBe(0);
    let view = (await mine()).recurringGifts.find((gift) => gift.id === scheduled.body.id)!;
    expect(view).toMatchObject({ status: 'active', frequency: 'weekly', lastCharge: { status: 'succeeded', error: null }, paymentMethod: { last4: '4242' } });
    const nextWeek = new Date(`${view.nextChargeOn}T12:00:00Z`);

    const paused = await t.http().post(`/api/me/recurring-gifts/${scheduled.body.id}/pause`).set('Cookie', member).expect(200);
    await t.http().post(`/api/me/recurring-gifts/${scheduled.body.id}/pause`).set('Cookie', other).set(CONSISTENCY_HEADER, paused.body.position).expect(404);
    await t.settled();
    expect(await job.run(nextWeek)).toBe(0);
    await t.http().post(`/api/me/recurring-gifts/${scheduled.body.id}/resume`).set('Cookie', member).expect(200);
    await t.settled();
    view = (await mine()).recurringGifts.find((gift) => gift.id === scheduled.body.id)!;
    expect(view.status).toBe('active');
    await t.http().post(`/api/me/recurring-gifts/${scheduled.body.id}/cancel`).set('Cookie', member).expect(200);
    await t.settled();
    expect(await job.run(new Date(nextWeek.getTime() + 14 * 86_400_000))).toBe(0);
    expect((await mine()).recurringGifts.find((gift) => gift.id === scheduled.body.id)).toBeUndefined();
  });

  it('failing-recurring: a declined off-session charge records nothing and shows its giver DONATION_FAILED', async () => {
    const page = (await t.http().post('/api/me/payment-methods/card-setup').set('Cookie', member).expect(200)).body as { url: string };
    await fetch(page.url, { method: 'POST', body: new URLSearchParams({ card: '4000000000000002' }), redirect: 'manual' });
    const card = await eventually(async () => {
      const found = (await mine()).paymentMethods.find((method) => method.last4 === '0002');
      expect(found).toBeDefined();
      return found!;
    });
    const scheduled = await t
      .http()
      .post('/api/me/recurring-gifts')
      .set('Cookie', member)
      .send({ fundId: general, amount: usd(2200), frequency: 'monthly', paymentMethodId: card.id })
      .expect(201);
    await t.settled();
    const before = (await myGifts()).length;
    expect(await t.app.get(RecurringChargesJob).run()).toBe(1);
    const view = await eventually(async () => {
      await t.settled();
      const found = (await mine()).recurringGifts.find((gift) => gift.id === scheduled.body.id)!;
      expect(found.lastCharge?.status).toBe('failed');
      return found;
    });
    expect(view.lastCharge?.error?.code).toBe('DONATION_FAILED');
    expect(await myGifts()).toHaveLength(before);
  });
});
