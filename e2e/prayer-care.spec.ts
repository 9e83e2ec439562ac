import { expect, test } from './support/test';
import { signIn, signOut } from './support/auth';

test.describe('prayer care', () => {
  test('a member asks for prayer for pastoral staff only: staff cannot read it, the pastor can', async ({ page }) => {
    const text = `Please pray for my brother's recovery (${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)})`;

    await signIn(page, 'member@demo.church');
    await page.goto('/prayer-care');
    await expect(page.getByRole('heading', { level: 1, name: 'Prayer Care' })).toBeVisible();
    await page.getByLabel('Your prayer request').fill(text);
    // Pastoral staff only is the default, as the help text promises.
    await expect(page.getByLabel('Who may see it')).toHaveValue('pastoral');
    await expect(page.getByText('Only pastoral staff will see this request.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByText('Your prayer request has been submitted.')).toBeVisible();
    const mine = page.getByRole('list', { name: 'Your requests' });
    await expect(mine.getByText(text)).toBeVisible();
    await signOut(page, 'Ruth Anderson');

    await signIn(page, 'staff@demo.church');
    await page.goto('/prayer-care');
    // The list has loaded (the wall is there) and the request is not in it.
    await expect(page.getByRole('heading', { name: 'Prayer wall' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pastoral requests' })).toHaveCount(0);
    await expect(page.getByText(text)).toHaveCount(0);
    await signOut(page, 'Maria Lopez');

    await signIn(page, 'pastor@demo.church');
    await page.goto('/prayer-care');
    const pastoral = page.getByRole('list', { name: 'Pastoral requests' });
    const item = pastoral.getByRole('listitem').filter({ hasText: text });
    await expect(item).toBeVisible();
    await expect(item.getByText('From Ruth Anderson')).toBeVisible();
  });
});
