import { expect, test } from './support/test';
import { signIn, signOut } from './support/auth';

test.describe('campaigns and pledges', () => {
  test('the treasurer reads the building campaign with each pledger’s progress, opens a campaign and records a pledge card', async ({ page }, testInfo) => {
    await signIn(page, 'finance@demo.church');
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    const building = page.getByRole('heading', { level: 2, name: 'Building for the Future' }).locator('xpath=ancestor::*[.//button][1]');
    const given = page.getByRole('progressbar', { name: 'Given toward the goal' }).first();
    await expect(given).toHaveAttribute('aria-valuetext', /of \$250,000\.00$/);
    await building.getByRole('button', { name: 'Show pledgers' }).click();
    const ruth = page.getByRole('progressbar', { name: 'Given by Ruth Anderson' });
    await expect(ruth).toBeVisible();
    await expect(ruth).toHaveAttribute('aria-valuetext', /of \$3,600\.00$/);
    await testInfo.attach('campaigns', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

    const name = `Roof repair ${Date.now()}`;
    await page.getByRole('button', { name: 'New campaign' }).click();
    const dialog = page.getByRole('dialog', { name: 'New campaign' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Goal (USD)').fill('12000');
    await dialog.getByLabel('Starts on').fill('2026-01-01');
    await dialog.getByLabel('Ends on').fill('2026-12-31');
    await dialog.getByRole('checkbox', { name: 'Capital campaign' }).check();
    await dialog.getByRole('button', { name: 'Open campaign' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

    const card = page.getByRole('heading', { level: 2, name }).locator('xpath=ancestor::*[.//button][1]');
    await card.getByRole('button', { name: 'Record a pledge' }).click();
    const pledge = page.getByRole('dialog', { name: `Record a pledge to ${name}` });
    await pledge.getByLabel('Find a member').fill('Samuel');
    await pledge.getByLabel('Member', { exact: true }).selectOption({ label: 'Samuel Kim' });
    await pledge.getByLabel('Amount pledged (USD)').fill('500');
    await pledge.getByRole('button', { name: 'Record pledge' }).click();
    await expect(pledge).toBeHidden();
    await expect(card.getByRole('progressbar', { name: 'Pledged toward the goal' })).toHaveAttribute('aria-valuetext', '$500.00 of $12,000.00');
    await signOut(page, 'Margaret Osei');

    // A pastor reads the totals, never who pledged what.
    await signIn(page, 'pastor@demo.church');
    await page.goto('/campaigns');
    await expect(page.getByRole('heading', { level: 2, name: 'Building for the Future' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show pledgers' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'New campaign' })).toHaveCount(0);
  });
});
