import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { signIn, signOut } from './support/auth';

/** The page's own content meets WCAG 2.1 A and AA. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('#main').analyze();
  expect(axe.violations.map((violation) => `${where} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('sermons', () => {
  test('the media team writes a sermon (its draft surviving a reload), publishes it; a member finds it, reads its passages and searches the transcript', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = `The Good Shepherd ${Date.now()}`;
    await signIn(page, 'staff@demo.church');
    await page.goto('/sermons');
    await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'More than Conquerors' })).toBeVisible();
    await expectAccessible(page, '/sermons');

    await page.locator('#main').getByRole('link', { name: 'New sermon' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Sermon' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Speaker').fill('Rev. Abigail Turner');
    await page.getByLabel('Date preached').fill('2026-06-07');
    await page.getByLabel('Series', { exact: true }).fill('The Gospel of John');
    await page.getByLabel('Scripture').fill('Jn 10:11-14; Psalm 151');
    await page.getByLabel('Summary').fill('Jesus lays down his life for the sheep.');
    await page.getByLabel('Transcript').fill('I am the good shepherd: the good shepherd giveth his life for the sheep. Quietwaters are promised.');

    // What is typed survives a reload.
    await page.reload();
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expectAccessible(page, '/sermon-new');

    // A reference that names no passage is refused on its field.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByLabel('Scripture')).toHaveAccessibleDescription(/could not be recognised/);
    await page.getByLabel('Scripture').fill('Jn 10:11-14');
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/This sermon is a draft/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'John 10:11–14' })).toBeVisible();
    await expect(page.getByText('I am the good shepherd: the good shepherd giveth his life for the sheep.', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expectAccessible(page, '/sermons/:id');
    await signOut(page, 'Maria Lopez');

    await signIn(page, 'member@demo.church');
    await page.goto('/sermons');
    await expect(page.locator('#main').getByRole('link', { name: 'New sermon' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Quietwaters');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText('1 sermon', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByLabel('Book of the Bible').selectOption({ label: 'Psalms' });
    await expect(page.getByRole('link', { name: 'I Lift Up My Eyes' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expect(page.getByText('Scripture from the King James Version (1769), in the public domain.')).toBeVisible();
    await expectAccessible(page, '/sermons/:id as a member');
  });
});
