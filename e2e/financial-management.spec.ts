import { expect, test } from './support/test';
import { signIn, signOut } from './support/auth';
import { expectAccessible } from './support/accessibility';

const RECEIPT = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test.describe('financial management', () => {
  test('a ministry leader submits an expense with its receipt; the treasurer approves and pays it; budget vs actual counts it', async ({ page }) => {
    test.setTimeout(120_000);
    const payee = `Hobby Lobby ${Date.now()}`;
    const today = new Date().toISOString().slice(0, 10);
    await signIn(page, 'leader@demo.church');
    await page.goto('/my-expenses');
    await expect(page.getByRole('heading', { level: 1, name: 'My Expenses' })).toBeVisible();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit expense' }) });
    await form.getByLabel('Budget').selectOption({ label: 'Youth (Ministry)' });
    await form.getByLabel('Payee').fill(payee);
    await form.getByLabel('Description').fill('Poster board for the youth retreat');
    await form.getByLabel(/^Amount/).fill('12.34');
    await form.getByLabel('Date incurred').fill(today);
    await form.getByLabel('Receipt').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: RECEIPT });
    await form.getByRole('button', { name: 'Submit expense' }).click();
    await expect(page.getByText('Your expense was submitted. Someone else will approve it.')).toBeVisible();
    const mine = page.getByRole('table', { name: /Your expenses in/ });
    await expect(mine.getByRole('row').filter({ hasText: payee })).toContainText('Submitted');
    await expect(mine.getByRole('link', { name: `Receipt from ${payee}` })).toBeVisible();
    await expectAccessible(page, '/my-expenses');
    await signOut(page, 'Samuel Kim');

    await signIn(page, 'finance@demo.church');
    await page.goto('/financial-management?tab=expenses');
    await expect(page.getByRole('heading', { level: 1, name: 'Financial Management' })).toBeVisible();
    await page.getByLabel('Show').selectOption({ label: 'Submitted' });
    await expectAccessible(page, 'expenses tab');
    await page.getByRole('button', { name: `Approve ${payee}, $12.34` }).click();
    await page.getByLabel('Show').selectOption({ label: 'Approved' });
    await page.getByRole('button', { name: `Mark ${payee}, $12.34 as paid` }).click();
    const pay = page.getByRole('dialog', { name: `Pay ${payee}, $12.34` });
    await pay.getByLabel('Payment method').selectOption({ label: 'Cheque' });
    await pay.getByLabel(/Reference/).fill('2099');
    await pay.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(pay).toHaveCount(0);
    await page.getByLabel('Show').selectOption({ label: 'Paid' });
    await expect(page.getByRole('row').filter({ hasText: payee })).toContainText('Paid');

    await page.getByRole('tab', { name: 'Budget vs actual' }).click();
    await expect(page.getByText(/Actual counts approved and paid expenses/)).toBeVisible();
    await expect(page.getByRole('table', { name: /^All budget lines/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Youth,/ })).toBeVisible();
    await expectAccessible(page, 'budget vs actual tab');
    await page.getByRole('tab', { name: 'Budgets' }).click();
    await expect(page.getByRole('button', { name: 'Set budget' })).toBeVisible();
    await expectAccessible(page, 'budgets tab');
  });
});
