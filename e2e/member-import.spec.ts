import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { signIn } from './support/auth';

const THEMES = { light: { meta: '#f8fafc', body: 'rgb(15, 23, 42)' }, dark: { meta: '#111827', body: 'rgb(249, 250, 251)' } } as const;

/** WCAG 2.1 A/AA violations in the page's main part, in the light theme and then the dark one (as the accessibility walk reads them). */
async function axeInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', THEMES[theme].meta);
    await expect(page.locator('body')).toHaveCSS('color', THEMES[theme].body);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('main').analyze();
    found.push(...results.violations.flatMap((v) => v.nodes.map((node) => `${theme}: ${v.id} at ${node.target.join(' ')}`)));
  }
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

test.describe('member import', () => {
  test('staff import a CSV with one bad row: mapping, preview, progress that survives a reload, rejected rows to fix, and Undo', async ({ page }) => {
    const unique = Date.now();
    const csv = [
      'Full Name;E-mail;Contact number;Address',
      `Priscilla Import;priscilla.${unique}@import.example;(217) 555-0141;"3 Tent Row`,
      `Corinth"`,
      `Aquila Import;aquila.${unique}@import.example;(217) 555-0142;3 Tent Row`,
      'Broken Row;not-an-email;(217) 555-0143;',
      '',
    ].join('\r\n');

    await signIn(page, 'staff@demo.church');
    await page.goto('/members');
    await page.getByRole('link', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\/members\/import$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Import members' })).toBeVisible();

    await page.locator('input[type=file]').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page).toHaveURL(/\/members\/import\?id=/);

    // Mapping: the name and email were guessed from the headers; the phone column was not, so it is chosen by hand.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('0');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('1');
    await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('');
    await page.getByLabel('Phone', { exact: true }).selectOption({ label: 'Contact number' });

    // Preview: the bad row, with the add form's own message, and the counts.
    const preview = page.getByRole('table', { name: 'Preview' });
    await expect(preview.getByRole('columnheader', { name: 'Phone' })).toBeVisible();
    await expect(preview.getByRole('row', { name: /Broken Row/ })).toContainText('Please enter a valid email address.');
    await expect(page.getByTestId('count-create')).toHaveText('2');
    await expect(page.getByTestId('count-reject')).toHaveText('1');
    expect(await axeInBothThemes(page)).toEqual([]);

    await page.getByRole('button', { name: 'Import 2 people' }).click();
    await expect(page.getByRole('progressbar').or(page.getByRole('heading', { name: 'Import finished' }))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Import finished' })).toBeVisible();
    await expect(page.getByText('Created: 2. Updated: 0. Skipped: 0. Rejected: 1.')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Each row of the file' });
    await expect(rows.getByRole('row', { name: /Broken Row/ })).toContainText('Rejected');
    expect(await axeInBothThemes(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download rejected rows (CSV)' }).click()]);
    const rejected = readFileSync((await download.path()) ?? '', 'utf8');
    expect(rejected).toContain('Full Name,E-mail,Contact number,Address,error');
    expect(rejected).toContain('Broken Row,not-an-email,(217) 555-0143,,email: Please enter a valid email address.');

    await rows.getByRole('link', { name: 'Priscilla Import' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Priscilla Import' })).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: 'Undo import' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Undo import' }).click();
    await expect(page.getByRole('heading', { name: 'Import undone' })).toBeVisible();
    await expect(page.getByText('Everyone the import created is archived and every update is reverted.')).toBeVisible();

    await page.goto(`/members?q=${unique}`);
    await expect(page.getByText('Priscilla Import')).toHaveCount(0);
  });
});
