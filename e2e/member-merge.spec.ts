import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { signIn } from './support/auth';

/** Registers a record through the API (as the signed-in staff member) and answers its id. */
async function register(page: Page, data: Record<string, string>): Promise<string> {
  const response = await page.request.post('/api/members', { data: { ministry: 'Care', role: 'member', ...data } });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The profile's Details card: the value beside `label`. */
function detail(page: Page, label: string) {
  return page.getByRole('region', { name: 'Details' }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test.describe('merging duplicate people', () => {
  test('staff merge a pair from the possible-duplicates list, taking the birth date from the other record, then unmerge', async ({ page }) => {
    // Names and an email of their own per attempt: a retry finds its own pair, first on the list ("Aa…").
    const tag = String(Date.now()).slice(-6);
    const keptName = `Aaliyah Tentmaker ${tag}`;
    const otherName = `Aaliyah Tentmakr ${tag}`;
    const email = `aaliyah.${tag}@tents.example`;
    await signIn(page, 'staff@demo.church');
    const keptId = await register(page, { fullName: keptName, email, phone: '(217) 555-0181' });
    const otherId = await register(page, { fullName: otherName, email, phone: '(217) 555-0182', birthDate: '1975-04-03' });

    await page.goto('/members/duplicates');
    await page.getByRole('link', { name: new RegExp(`^Merge Aaliyah Tentmake?r ${tag} and Aaliyah Tentmake?r ${tag}$`) }).click();
    await expect(page.getByRole('heading', { name: 'Merge Records' })).toBeVisible();

    // The merge screen itself (the route walk sees it only without a pair) holds to WCAG 2.1 AA.
    await expect(page.getByRole('group', { name: 'Which record stays' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).setLegacyMode(true).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    await page
      .getByRole('group', { name: 'Which record stays' })
      .getByRole('radio', { name: `Keep the record of ${keptName}` })
      .check();
    const birthDate = page.getByRole('group', { name: 'Birth date' });
    await birthDate.getByRole('radio', { name: new RegExp(`from the record of ${otherName}$`) }).check();
    await expect(birthDate.getByRole('radio', { name: new RegExp(`from the record of ${otherName}$`) })).toBeChecked();
    // The preview shows what the kept record will hold: its own name, the other record's birth date.
    const preview = page.getByRole('region', { name: 'After the merge' });
    await expect(preview).toContainText(keptName);
    await expect(preview).toContainText('1975');

    await page.getByRole('button', { name: `Merge ${otherName} into ${keptName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${keptId}$`));
    await expect(page.getByRole('heading', { name: keptName, level: 1 })).toBeVisible();
    await expect(page.getByText(`Merged from ${otherName} on`)).toBeVisible();
    await expect(detail(page, 'Birth date')).toContainText('1975');

    // The merged record's own address says where it went.
    await page.goto(`/members/${otherId}`);
    await expect(page.getByText(`This record was merged into the record of ${keptName}`)).toBeVisible();
    await page.getByRole('link', { name: `Go to ${keptName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/members/${keptId}$`));

    await page.getByRole('button', { name: `Unmerge ${otherName}` }).click();
    await expect(page.getByText(`Merged from ${otherName} on`)).toBeHidden();
    await expect(detail(page, 'Birth date')).not.toContainText('1975');

    await page.goto(`/members/${otherId}`);
    await expect(page.getByRole('heading', { name: otherName, level: 1 })).toBeVisible();
    await expect(detail(page, 'Birth date')).toContainText('1975');
    await expect(page.getByText('This record was merged into')).toBeHidden();
  });
});
