import { expect, test } from './support/test';
import { createServer } from 'node:net';
import { StripeStandIn } from '../backend/src/testing/stripe-stand-in.util';
import { signIn } from './support/auth';
import { demoChurchCopy, startServer, type RunningServer } from './support/server';

/** A port free now, for a server whose own address (PUBLIC_URL) must be known before it starts. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// Online giving needs STRIPE_*: this spec runs its own server pointed at a local stand-in for the
// Stripe API, so the shared server (and every other spec) keeps online giving off.
test.describe('giving online through the payments provider', () => {
  const stripe = new StripeStandIn();
  let server: RunningServer;

  test.beforeAll(async () => {
    await stripe.start();
    const port = await freePort();
    server = await startServer(demoChurchCopy('give'), {
      ...stripe.env(),
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      SIGN_IN_LIMIT_PER_IP: '2000',
    });
    stripe.webhookUrl = `${server.baseURL.replace('localhost', '127.0.0.1')}/api/giving/webhooks/stripe`;
  });
  test.afterAll(async () => {
    await server?.stop();
    await stripe.stop();
  });

  test("a member gives on the provider's page and sees the gift in their giving once the webhook confirms it", async ({ page }) => {
    await signIn(page, 'member@demo.church', server.baseURL);
    await page.goto(`${server.baseURL}/give`);
    await expect(page.getByRole('heading', { level: 1, name: 'Give' })).toBeVisible();
    const gift = page.getByRole('form', { name: 'Your gift' });
    await gift.getByLabel('Fund').selectOption({ label: 'Missions' });
    await gift.getByLabel('Amount (USD)').fill('42.17');
    await gift.getByRole('button', { name: 'Continue to payment' }).click();

    // The provider's page (the stand-in's): the card is entered there, never on ours.
    await expect(page.getByRole('heading', { name: 'Stand-in checkout' })).toBeVisible();
    await expect(page.getByText('42.17 USD')).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you for your gift!' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('$42.17');
    const mine = await page.request.get(`${server.baseURL}/api/me/giving`);
    const gifts = ((await mine.json()) as { gifts: { amount: { minor: number }; method: string }[] }).gifts;
    expect(gifts.filter((g) => g.amount.minor === 4217 && g.method === 'online')).toHaveLength(1);
  });

  test('a visitor gives without signing in; a declined card shows DONATION_FAILED', async ({ page }) => {
    await page.goto(`${server.baseURL}/give`);
    const gift = page.getByRole('form', { name: 'Your gift' });
    await gift.getByLabel('Amount (USD)').fill('10');
    await gift.getByLabel('Your name').fill('Lydia Visitor');
    await gift.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('alert')).toHaveText('We could not process your donation. Please verify your payment information.');
  });

  test('a member saves a card on the provider\u2019s page; a bad routing number is refused before anything is sent', async ({ page }) => {
    await signIn(page, 'member@demo.church', server.baseURL);
    await page.goto(`${server.baseURL}/member-banking-setup`);
    await expect(page.getByRole('heading', { level: 1, name: 'Member Banking Setup' })).toBeVisible();
    const bank = page.getByRole('form', { name: 'Add a US bank account' });
    await bank.getByLabel("Account holder's name").fill('Ruth Anderson');
    await bank.getByLabel('Routing number').fill('110000001');
    await bank.getByLabel('Account number').fill('000123456789');
    const asked = stripe.requests.length;
    await bank.getByRole('button', { name: 'Save bank account' }).click();
    await expect(bank.getByText('Please enter a valid 9-digit bank routing number.')).toBeVisible();
    expect(stripe.requests.length).toBe(asked);

    await page.getByRole('button', { name: 'Add a card' }).click();
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByRole('list', { name: 'Your saved payment methods' })).toContainText('visa ending in 4242');
  });
});
