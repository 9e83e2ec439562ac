import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/auth';

/** Ruth's own record: the Details card's value for `label`. */
function detail(page: Page, label: string) {
  return page.getByRole('region', { name: 'Details' }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test.describe('members updating their own details', () => {
  test.afterEach(async ({ baseURL }) => {
    // Put the shared server back: Ruth's phone as the demo church has it.
    const ruth = await playwrightRequest.newContext({ baseURL });
    expect((await ruth.post('/api/auth/login', { data: { email: 'member@demo.church', password: DEMO_PASSWORD } })).status()).toBe(200);
    expect((await ruth.put('/api/members/me/details', { data: { phone: '(312) 555-0105' } })).status()).toBe(200);
    await ruth.dispose();
  });

  test('a member changes their phone from their own profile and sees it; staff see the change among self-updates', async ({ page, browser }) => {
    await signIn(page, 'member@demo.church');
    await page.goto('/members');
    await page.getByRole('link', { name: 'My profile' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ruth Anderson' })).toBeVisible();

    const mine = page.getByRole('region', { name: 'My details' });
    await mine.getByRole('button', { name: 'Edit my details' }).click();
    const phone = mine.getByRole('textbox', { name: 'Phone' });
    await phone.fill('630-555-1273');
    await mine.getByRole('button', { name: 'Save my details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    await expect(detail(page, 'Phone')).toHaveText('(630) 555-1273');
    await expect(page.getByRole('region', { name: 'History' }).getByText('Updated their own details: phone')).toBeVisible();

    const staffContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();
      await signIn(staff, 'staff@demo.church');
      await staff.goto('/members');
      await staff.getByRole('link', { name: 'Self-updates' }).click();
      await expect(staff.getByRole('heading', { level: 1, name: 'Self-Updates' })).toBeVisible();
      const row = staff
        .getByRole('row')
        .filter({ has: staff.getByRole('link', { name: 'Ruth Anderson' }) })
        .first();
      await expect(row).toContainText('Phone: (312) 555-0105 → (630) 555-1273');
      await expect(row).toContainText('Applied');
    } finally {
      await staffContext.close();
    }
  });
});
