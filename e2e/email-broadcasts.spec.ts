import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { signIn } from './support/auth';

test.describe('email broadcasts', () => {
  test('a staff member sees how many a ministry reaches, previews the merged email, sends it and watches it finish with each recipient sent', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const subject = `Retreat weekend ${Date.now()}, {firstName}`;
    await signIn(page, 'staff@demo.church');
    await page.goto('/email-broadcasts');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Broadcasts' })).toBeVisible();
    // The demo church's broadcast already sent.
    await expect(page.getByRole('heading', { name: 'Hospitality rota for Advent, {firstName}' })).toBeVisible();

    await page.getByLabel('Send to').selectOption('ministry');
    await page.getByLabel('Ministry').selectOption('Youth');
    await expect(page.getByRole('status').filter({ hasText: /will receive it/ })).toBeVisible();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Dear {firstName},\n\nThe youth retreat is on.');
    await expect(page.getByRole('region', { name: 'Preview (for Ruth Moabite)' })).toContainText('Dear Ruth,');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('#main').analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('button', { name: 'Send email' }).click();

    const card = page.locator('section').filter({ has: page.getByRole('heading', { name: subject }) });
    await expect(card.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(/\d+ sent, 0 failed, 0 queued, of \d+/)).toBeVisible();
    await card.getByRole('button', { name: 'Show recipients' }).click();
    await expect(card.getByRole('table').getByText('Sent').first()).toBeVisible();
  });

  test('a member is not offered the page', async ({ page }) => {
    await signIn(page, 'member@demo.church');
    await page.goto('/email-broadcasts');
    await expect(page.getByRole('heading', { level: 1, name: 'Email Broadcasts' })).toHaveCount(0);
  });
});
