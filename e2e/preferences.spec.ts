import { expect, test, type Page } from './support/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { signIn } from './support/auth';

/** A locale file: `shell` in shared/i18n, a feature's namespace in its own folder. */
const locale = (language: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      resolve(
        __dirname,
        namespace === 'shell' ? `../frontend/src/shared/i18n/locales/${language}/shell.json` : `../frontend/src/features/${namespace}/locales/${language}.json`,
      ),
      'utf8',
    ),
  ) as Record<string, Record<string, string>>;
const englishNav = locale('en', 'shell').nav;
const arabicNav = locale('ar', 'shell').nav;
const arabicLanguageLabel = locale('ar', 'preferences').language.label;

const ACCOUNT = 'pastor@demo.church';

/** Every test changes this account's preferences on the server: put them back for the rest of the suite. */
async function resetPreferences(page: Page) {
  const response = await page.request.delete('/api/preferences');
  expect(response.ok()).toBe(true);
}

const headerLanguage = (page: Page, label = 'Language') => page.getByRole('banner').getByLabel(label);
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation');
const themeColor = (page: Page) => page.locator('meta[name="theme-color"]');

test.describe('languages, theme and preferences', () => {
  test.afterEach(async ({ page }) => {
    await resetPreferences(page);
  });

  test('Arabic turns the page right-to-left with the navigation in Arabic, and stays after a reload', async ({ page }) => {
    await signIn(page, ACCOUNT);
    await expect(mainNav(page).getByRole('link', { name: englishNav.members, exact: true })).toBeVisible();
    const apiLanguages: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiLanguages.push(request.headers()['accept-language']);
    });

    await headerLanguage(page).selectOption('ar');

    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    for (const key of ['home', 'members', 'events', 'prayer']) {
      expect(arabicNav[key]).not.toBe(englishNav[key]);
      await expect(mainNav(page).getByRole('link', { name: arabicNav[key], exact: true })).toBeVisible();
    }
    // The sidebar moved to the reading side: its start edge is now on the right of the page.
    const aside = await page.getByRole('complementary').first().boundingBox();
    const main = await page.locator('main').boundingBox();
    expect(aside!.x).toBeGreaterThan(main!.x);

    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(mainNav(page).getByRole('link', { name: arabicNav.members, exact: true })).toBeVisible();
    await expect(headerLanguage(page, arabicLanguageLabel)).toHaveValue('ar');
    // The server is asked in Arabic, and answers in it.
    expect(apiLanguages.at(-1)).toBe('ar');
    const refused = await page.request.get('/api/members/not-a-member', { headers: { 'Accept-Language': 'ar' } });
    expect(((await refused.json()) as { message: string }).message).toMatch(/[\u0600-\u06FF]/);
  });

  test('the theme toggle persists across a reload and sets theme-color', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page, ACCOUNT);
    await expect(themeColor(page)).toHaveAttribute('content', '#f8fafc');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(themeColor(page)).toHaveAttribute('content', '#111827');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expect(themeColor(page)).toHaveAttribute('content', '#111827');

    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(themeColor(page)).toHaveAttribute('content', '#f8fafc');
  });

  test('items per page sets the length of the member list', async ({ page }) => {
    await signIn(page, ACCOUNT);
    await page.goto('/members');
    const rows = page.locator('main tbody tr');
    await expect(rows).toHaveCount(10);

    await page.goto('/preferences');
    await page.getByLabel('Items per page').selectOption('5');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await page.goto('/members');
    await expect(rows).toHaveCount(5);

    await page.goto('/preferences');
    await page.getByLabel('Items per page').selectOption('25');
    await page.goto('/members');
    await expect(rows).toHaveCount(25);
  });

  test('preferences follow the user into another browser', async ({ page, browser, baseURL }) => {
    await signIn(page, ACCOUNT);
    await page.goto('/preferences');
    await page.getByLabel('Items per page').selectOption('20');
    await page.getByLabel('Date format').selectOption('YYYY-MM-DD');
    await page.getByLabel('Time format').selectOption('24h');
    await page.getByRole('switch', { name: 'Weekly reports' }).click();
    await expect(page.getByRole('switch', { name: 'Weekly reports' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    const other = await browser.newContext({ baseURL });
    const second = await other.newPage();
    await signIn(second, ACCOUNT);
    await second.goto('/preferences');
    await expect(second.getByLabel('Items per page')).toHaveValue('20');
    await expect(second.getByLabel('Date format')).toHaveValue('YYYY-MM-DD');
    await expect(second.getByLabel('Time format')).toHaveValue('24h');
    await expect(second.getByRole('switch', { name: 'Weekly reports' })).toHaveAttribute('aria-checked', 'true');
    await second.goto('/members');
    await expect(second.locator('main tbody tr')).toHaveCount(20);
    // Dates follow the format too: the newest member's join date on home reads year first.
    await second.goto('/');
    await expect(second.getByText(/Joined \d{4}-\d{2}-\d{2}/).first()).toBeVisible();
    await other.close();
  });

  test('a bad preferences file is refused with a clear message and changes nothing', async ({ page }) => {
    await signIn(page, ACCOUNT);
    await page.goto('/preferences');
    const before = await page.request.get('/api/preferences').then((r) => r.json());

    await page
      .getByLabel('Preferences file (JSON)')
      .setInputFiles({ name: 'prefs.json', mimeType: 'application/json', buffer: Buffer.from('{"dashboard":{"itemsPerPage":"many"}}') });
    await expect(page.getByRole('alert')).toContainText('not a Koinonia preferences file');
    await page.getByLabel('Preferences file (JSON)').setInputFiles({ name: 'prefs.json', mimeType: 'application/json', buffer: Buffer.from('{not json') });
    await expect(page.getByRole('alert')).toContainText('not valid JSON');
    await expect(page.getByLabel('Items per page')).toHaveValue('10');
    expect(await page.request.get('/api/preferences').then((r) => r.json())).toEqual(before);

    await page
      .getByLabel('Preferences file (JSON)')
      .setInputFiles({ name: 'prefs.json', mimeType: 'application/json', buffer: Buffer.from('{"dashboard":{"itemsPerPage":50}}') });
    await expect(page.getByRole('alert')).toContainText('Preferences imported.');
    await expect(page.getByLabel('Items per page')).toHaveValue('50');
  });
});
