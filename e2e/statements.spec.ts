import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/auth';

/** An API session as one of the demo church's people. */
async function session(baseURL: string, email: string): Promise<APIRequestContext> {
  const request = await playwrightRequest.newContext({ baseURL });
  expect((await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } })).status()).toBe(200);
  return request;
}

async function created(response: Promise<import('@playwright/test').APIResponse>): Promise<string> {
  const answer = await response;
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { id: string }).id;
}

/** The PDF's text as poppler reads it, whitespace run together. */
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

test('the treasurer issues a statement, a gift is reversed, and the corrected statement says what changed', async ({ page, baseURL }) => {
  const tag = Date.now().toString(36);
  const year = new Date().getFullYear() - 1;
  const name = `Tabitha Dorcas${tag}`;
  const staff = await session(baseURL ?? '', 'staff@demo.church');
  const donor = await created(
    staff.post('/api/members', {
      data: { fullName: name, email: `tabitha.${tag}@joppa.example`, address: '3 Seaside Lane, Joppa', ministry: 'Care', role: 'member' },
    }),
  );
  await staff.dispose();
  const finance = await session(baseURL ?? '', 'finance@demo.church');
  const fund = await created(finance.post('/api/funds', { data: { name: `Widows ${tag}` } }));
  const gift = (minor: number, receivedOn: string) =>
    created(finance.post('/api/donations', { data: { donorMemberId: donor, fundId: fund, amount: { minor, currency: 'USD' }, method: 'cash', receivedOn } }));
  await gift(20_000, `${year}-03-01`);
  const mistaken = await gift(4_500, `${year}-06-15`);

  await signIn(page, 'finance@demo.church');
  await page.goto('/statements');
  await expect(page.getByRole('heading', { name: 'Giving Statements', level: 1 })).toBeVisible();
  await page.getByLabel('Find a donor').fill(`Dorcas${tag}`);
  const donorSelect = page.getByLabel('Donor', { exact: true });
  await expect(donorSelect.locator('option', { hasText: name })).toBeAttached();
  await donorSelect.selectOption({ label: name });
  await page.getByRole('button', { name: `Issue statement for ${year}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Statement issued' })).toBeVisible();
  const download = page.getByRole('link', { name: `Download the ${year} statement of ${name}` });
  await expect(download).toHaveCount(1);

  expect((await finance.post(`/api/donations/${mistaken}/reversals`, { data: { reason: 'Counted twice' } })).status()).toBe(201);
  await finance.dispose();

  await page.getByRole('button', { name: `Issue statement for ${year}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Corrected statement issued' })).toBeVisible();
  await expect(download).toHaveCount(2);
  await expect(
    page
      .getByRole('row', { name: new RegExp(name) })
      .first()
      .getByText('Corrected'),
  ).toBeVisible();

  const pdfOfRow = async (row: number) => {
    const waiting = page.waitForEvent('download');
    await download.nth(row).click();
    return readFile((await (await waiting).path())!);
  };
  // Newest first: the corrected statement, then the original.
  const corrected = textOf(await pdfOfRow(0));
  const original = textOf(await pdfOfRow(1));
  expect(original).toContain(name);
  expect(original).toContain('Total deductible: $245.00');
  const originalId = /Statement ([0-9a-f-]{36}), issued/.exec(original)?.[1];
  expect(originalId).toBeDefined();
  expect(corrected).toContain(`Corrected statement: replaces statement ${originalId}`);
  expect(corrected).toContain(`What changed since statement ${originalId}`);
  expect(corrected).toMatch(new RegExp(`Removed \\(corrected since\\): .*${year}, Widows ${tag}, \\$45\\.00`));
  expect(corrected).toContain('Previous total deductible: $245.00');
  expect(corrected).toContain('Corrected total deductible: $200.00');
});
