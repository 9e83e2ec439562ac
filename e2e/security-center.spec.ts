import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';

test.describe('security center', () => {
  test('an administrator sees a failed sign-in from another browser in the live feed within 2 seconds', async ({ page, browser }) => {
    await signIn(page, 'admin@demo.church');
    await page.goto('/security-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Security Center' })).toBeVisible();
    const log = page.getByRole('table', { name: 'Security log entries, newest first' });
    await expect(log).toBeVisible();
    await expect(page.getByRole('status', { name: 'Live updates: Live' })).toBeVisible();

    const elsewhere = await browser.newContext();
    try {
      const intruder = await elsewhere.newPage();
      await intruder.goto('/signin');
      const email = `intruder-${Date.now()}@example.org`;
      await intruder.getByLabel('Email').fill(email);
      await intruder.getByLabel('Password').fill('guessing-wrong-1');
      await intruder.getByRole('button', { name: 'Sign in' }).click();

      const row = log.getByRole('row').filter({ hasText: `Tried ${email}` });
      await expect(row).toBeVisible({ timeout: 2000 });
      await expect(row).toContainText('Failed sign-in');
      await expect(row).toContainText('No account with this email');
      await expect(intruder.getByText('The email or password you entered is not correct.')).toBeVisible();
    } finally {
      await elsewhere.close();
    }

    // The first row is the new one, and the page says so to screen readers.
    await expect(log.getByRole('row').nth(1)).toContainText('Tried intruder-');
    await expect(page.getByText(/New security event: Failed sign-in, intruder-/)).toBeAttached();

    await page.getByRole('button', { name: 'Verify chain' }).click();
    await expect(page.getByText(/Chain intact: \d+ entries checked/)).toBeVisible();
  });

  test('an administrator narrows the log by event, account and dates', async ({ page }) => {
    await signIn(page, 'admin@demo.church');
    await page.goto('/security-center');
    const log = page.getByRole('table', { name: 'Security log entries, newest first' });
    const filters = page.getByRole('search', { name: 'Filter the security log' });
    const count = page.getByText(/^\d+ entries$/);
    const entries = async () => Number((await count.textContent())!.split(' ')[0]);
    await expect(count).toBeVisible();
    const everything = await entries();
    await filters.getByLabel('Event').selectOption({ label: 'Signed in' });
    await filters.getByLabel('Account').selectOption({ label: 'Grace Okafor (admin@demo.church)' });
    await expect(page).toHaveURL(/type=sign-in.*user=/);
    const rows = log.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
    await expect(async () => {
      const texts = await rows.allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      expect(texts.filter((text) => !text.includes('Signed in') || !text.includes('admin@demo.church'))).toEqual([]);
    }).toPass();
    // Nothing happened before this server's demo church was made.
    await filters.getByLabel('To').fill('2020-01-31');
    await expect(page.getByText('No security events match these filters.')).toBeVisible();
    await filters.getByRole('button', { name: 'Clear filters' }).click();
    // Everything again (and whatever this test's own sign-in added meanwhile), of every kind.
    await expect(async () => expect(await entries()).toBeGreaterThanOrEqual(everything)).toPass();
    await expect(page).not.toHaveURL(/type=|user=|to=/);
    await expect(
      log
        .getByRole('row')
        .filter({ hasNotText: 'Signed in' })
        .filter({ hasNot: page.getByRole('columnheader') })
        .first(),
    ).toBeVisible();
  });

  test('a member cannot open the security center, and the API refuses them', async ({ page }) => {
    await signIn(page, 'member@demo.church');
    await page.goto('/security-center');
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Security Center' })).toHaveCount(0);
    for (const call of [
      page.request.get('/api/security/events'),
      page.request.post('/api/security/verify-chain'),
      page.request.get('/api/security/sessions'),
    ]) {
      const response = await call;
      expect(response.status()).toBe(403);
      expect((await response.json()).code).toBe('AUTHORIZATION');
    }
  });
});
