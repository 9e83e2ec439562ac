import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test';
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

/** One cash gift to the General fund from the named donor, into the open batch, by keyboard. */
async function enterGift(page: Page, donorName: string, amount: string) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add gift' }) });
  const donor = form.getByLabel('Donor');
  await donor.fill(donorName);
  await expect(form.getByRole('button', { name: new RegExp(donorName) })).toBeVisible();
  await donor.press('Enter');
  await expect(form.getByText(/Donor: /)).toBeVisible();
  await form.getByLabel('Amount', { exact: true }).fill(amount);
  await form.getByLabel('Fund', { exact: true }).selectOption({ label: 'General' });
  await form.getByLabel('Method').selectOption({ label: 'Cash' });
  await form.getByLabel('Amount', { exact: true }).press('Enter');
  await expect(form.getByRole('status').filter({ hasText: `Gift of $${amount} added.` })).toBeVisible();
}

/** The PDF's text as poppler reads it, whitespace run together. */
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

test('the treasurer counts a batch, issues a statement, reverses a gift, and the corrected statement says what changed', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const year = new Date().getFullYear() - 1;
  const name = `Tabitha Dorcas${tag}`;
  const batchName = `Year-end offering ${tag}`;
  const staff = await session(baseURL ?? '', 'staff@demo.church');
  await created(
    staff.post('/api/members', {
      data: { fullName: name, email: `tabitha.${tag}@joppa.example`, address: '3 Seaside Lane, Joppa', ministry: 'Care', role: 'member' },
    }),
  );
  await staff.dispose();

  // The counting team's batch, dated in the year the statement covers, entered and closed on screen.
  await signIn(page, 'finance@demo.church');
  await page.goto('/donations');
  await page.getByRole('tab', { name: 'Batches' }).click();
  await page.getByLabel('Batch name').fill(batchName);
  await page.getByLabel('Date received').fill(`${year}-12-28`);
  await page.getByRole('button', { name: 'Open batch' }).click();
  await expect(page.getByText('Entered so far: $0.00 in 0 gifts')).toBeVisible();
  await enterGift(page, name, '200.00');
  await enterGift(page, name, '45.00');
  await page.getByLabel('Counted total').fill('245.00');
  await expect(page.getByText('The gifts entered match the count.')).toBeVisible();
  await page.getByRole('button', { name: 'Close batch' }).click();
  await expect(page.getByText('This batch is closed and locked: it reconciled at $245.00.')).toBeVisible();

  // The statement, issued for the donor.
  const issue = async () => {
    await page.goto('/statements');
    await expect(page.getByRole('heading', { name: 'Giving Statements', level: 1 })).toBeVisible();
    await page.getByLabel('Find a donor').fill(`Dorcas${tag}`);
    const donorSelect = page.getByLabel('Donor', { exact: true });
    await expect(donorSelect.locator('option', { hasText: name })).toBeAttached();
    await donorSelect.selectOption({ label: name });
    await page.getByRole('button', { name: `Issue statement for ${year}` }).click();
  };
  await issue();
  await expect(page.getByRole('status').filter({ hasText: 'Statement issued' })).toBeVisible();
  const download = page.getByRole('link', { name: `Download the ${year} statement of ${name}` });
  await expect(download).toHaveCount(1);

  // The $45 gift was counted twice: reversed with its reason, never edited.
  await page.goto('/donations');
  await page.getByRole('tab', { name: 'Batches' }).click();
  await page.getByRole('button', { name: `View: ${batchName}` }).click();
  const gifts = page.getByRole('table', { name: 'Gifts in this batch' });
  await gifts.getByRole('button', { name: /Details of the gift of \$45\.00/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Gift of $45.00' });
  await dialog.getByLabel('Reason for the reversal').fill('Counted twice');
  await dialog.getByRole('button', { name: 'Reverse gift' }).click();
  await expect(dialog.getByText('Reason: Counted twice')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await issue();
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
  expect(corrected).toMatch(new RegExp(`Removed \\(corrected since\\): .*${year}, General, \\$45\\.00`));
  expect(corrected).toContain('Previous total deductible: $245.00');
  expect(corrected).toContain('Corrected total deductible: $200.00');
});
