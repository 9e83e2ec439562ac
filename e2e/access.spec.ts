import { expect, test } from './support/test';
import { signIn } from './support/auth';

test.describe('roles', () => {
  test('a vendor sees no member directory, and the API refuses it too', async ({ page }) => {
    await signIn(page, 'vendor@demo.church');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Members' })).toHaveCount(0);
    await page.goto('/members');
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible();
    const response = await page.request.get('/api/members');
    expect(response.status()).toBe(403);
    expect((await response.json()).code).toBe('AUTHORIZATION');
  });

  test("a vendor is offered only the pages for vendors, not the congregation's areas", async ({ page }) => {
    await signIn(page, 'vendor@demo.church');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    for (const name of ['Events', 'Sermons', 'Livestream', 'Community', 'Prayer']) await expect(nav.getByRole('link', { name })).toHaveCount(0);
    await page.goto('/events');
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible();
  });

  test('a member reads the directory but is offered no way to change it', async ({ page }) => {
    await signIn(page, 'member@demo.church');
    await page.goto('/members');
    await expect(page.getByRole('heading', { name: 'Member Directory' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Member' })).toHaveCount(0);
    await page.getByRole('table').getByRole('link').first().click();
    // Someone else's profile (the newest member, not Ruth): what they share, and no history, which is theirs.
    await expect(page.getByRole('heading', { level: 2, name: 'Directory privacy' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'History' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    const refused = await page.request.post('/api/members', {
      data: { fullName: 'Sneaky Change', email: 'sneaky@example.org', ministry: 'Youth', role: 'member' },
    });
    expect(refused.status()).toBe(403);
  });

  test("a member is offered only what a member can use: none of the staff's tools in the sidebar, the palette or the menu on a phone", async ({ page }) => {
    await signIn(page, 'member@demo.church');
    const sidebar = page.getByRole('navigation', { name: 'Pages' });
    await expect(sidebar.getByRole('button', { name: 'Member Management' })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Financial Management' })).toHaveCount(0);
    await sidebar.getByLabel('Find a page').fill('sermon');
    await expect(sidebar.getByRole('link')).toHaveText(['Sermons', 'Sermon Recommendations']);

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Search' });
    await expect(palette.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('sermon');
    await expect(palette.getByRole('option', { name: /Sermons/ }).first()).toBeVisible();
    await expect(palette.getByRole('option', { name: /New Sermon|Sermon AI Creator|Donations/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Home', exact: true })).toHaveCount(1);
    await expect(drawer.getByRole('button', { name: 'Financial Management' })).toHaveCount(0);
  });
});
