import { expect, test, type Page } from './support/test';
import { signIn, signOut } from './support/auth';

/** One gift into the open batch, by keyboard where a counting team would use it. */
async function enterGift(page: Page, gift: { donor?: string; amount: string; fund?: string; splits?: [string, string][]; cheque?: string }) {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add gift' }) });
  if (gift.donor) {
    const donor = form.getByLabel('Donor');
    await donor.fill(gift.donor);
    await expect(form.getByRole('button', { name: new RegExp(gift.donor) })).toBeVisible();
    await donor.press('Enter');
    await expect(form.getByText(/Donor: /)).toBeVisible();
  }
  await form.getByLabel('Amount', { exact: true }).fill(gift.amount);
  if (gift.splits) {
    await form.getByRole('switch', { name: 'Split over several funds' }).click();
    for (const [index, [fund, amount]] of gift.splits.entries()) {
      await form.getByLabel(`Fund ${index + 1}`, { exact: true }).selectOption({ label: fund });
      await form.getByLabel('Amount for this fund').nth(index).fill(amount);
    }
  } else {
    await form.getByLabel('Fund', { exact: true }).selectOption({ label: gift.fund ?? 'General' });
  }
  // The method stays from one gift to the next (a stack of cheques); each gift here says its own.
  await form.getByLabel('Method').selectOption({ label: gift.cheque ? 'Cheque' : 'Cash' });
  if (gift.cheque) await form.getByLabel('Cheque number').fill(gift.cheque);
  await form.getByLabel('Amount', { exact: true }).press('Enter');
  await expect(form.getByRole('status').filter({ hasText: `Gift of $${gift.amount} added.` })).toBeVisible();
}

test.describe('the donation tracker', () => {
  test('the finance role counts a batch, closes it on the right total, reverses a gift; a member sees only their own giving', async ({ page }) => {
    test.setTimeout(120_000);
    const batchName = `Evening offering ${Date.now()}`;
    await signIn(page, 'finance@demo.church');
    await page.goto('/donations');
    await expect(page.getByRole('heading', { level: 1, name: 'Donations' })).toBeVisible();
    await page.getByRole('tab', { name: 'Batches' }).click();
    await page.getByLabel('Batch name').fill(batchName);
    await page.getByRole('button', { name: 'Open batch' }).click();
    await expect(page.getByText('Entered so far: $0.00 in 0 gifts')).toBeVisible();

    await enterGift(page, { donor: 'Ruth Anderson', amount: '50.00', fund: 'General' });
    await enterGift(page, {
      amount: '30.00',
      splits: [
        ['General', '20.00'],
        ['Missions', '10.00'],
      ],
      cheque: '1042',
    });
    await enterGift(page, { amount: '15.00', fund: 'Building' });
    await expect(page.getByText('Entered so far: $95.00 in 3 gifts')).toBeVisible();
    const gifts = page.getByRole('table', { name: 'Gifts in this batch' });
    await expect(gifts.getByRole('row')).toHaveCount(4);
    await expect(gifts.getByText('General $20.00, Missions $10.00')).toBeVisible();

    // A count that does not match is refused, and says why.
    await page.getByLabel('Counted total').fill('90.00');
    await page.getByRole('button', { name: 'Close batch' }).click();
    await expect(page.getByRole('alert')).toContainText('the gifts entered add up to $95.00, but the count says $90.00');
    await page.getByLabel('Counted total').fill('95.00');
    await expect(page.getByText('The gifts entered match the count.')).toBeVisible();
    await page.getByRole('button', { name: 'Close batch' }).click();
    await expect(page.getByText('This batch is closed and locked: it reconciled at $95.00.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add gift' })).toHaveCount(0);

    // A mistake is corrected by a reversal with its reason; the trail keeps both entries.
    await gifts.getByRole('button', { name: /Details of the gift of \$15\.00/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Gift of $15.00' });
    await dialog.getByLabel('Reason for the reversal').fill('Counted twice');
    await dialog.getByRole('button', { name: 'Reverse gift' }).click();
    await expect(dialog.getByText(/Reversed by Margaret Osei on .*: -\$15\.00/)).toBeVisible();
    await expect(dialog.getByText(/Entered by Margaret Osei on .*: \$15\.00/)).toBeVisible();
    await expect(dialog.getByText('Reason: Counted twice')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(gifts.getByText('Reversed')).toBeVisible();
    await signOut(page, 'Margaret Osei');

    // Ruth finds her giving from the menu, and only hers: her envelope, not the anonymous cheque.
    await signIn(page, 'member@demo.church');
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'My Giving' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Giving' })).toBeVisible();
    await expect(page.getByText(/^All your gifts: \$/)).toBeVisible();
    const year = String(new Date().getUTCFullYear());
    await expect(
      page
        .getByRole('table', { name: `Your gifts in ${year}` })
        .getByRole('row')
        .filter({ hasText: '$50.00' })
        .first(),
    ).toBeVisible();
    await expect(page.getByText('General $20.00, Missions $10.00')).toHaveCount(0);
    const mine = (await (await page.request.get('/api/me/giving')).json()) as { gifts: { donorName: string | null }[] };
    expect(new Set(mine.gifts.map((gift) => gift.donorName))).toEqual(new Set(['Ruth Anderson']));
  });
});
