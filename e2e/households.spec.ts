import { expect, test } from './support/test';
import { signIn, signOut } from './support/auth';

test.describe('households', () => {
  test('staff create a household and add a person from the Households page; the person’s profile then shows it, and Ruth sees her own family', async ({
    page,
  }) => {
    // Unique per attempt: a retry must not find the household or the person already there.
    const tag = Date.now().toString(36);
    await signIn(page, 'staff@demo.church');
    const person = await page.request.post('/api/members', {
      data: { fullName: `Priscilla Pontus${tag}`, email: `priscilla.${tag}@pontus.example`, ministry: 'Care', role: 'member' },
    });
    expect(person.status()).toBe(201);

    await page.goto('/households');
    await expect(page.getByRole('heading', { level: 1, name: 'Households' })).toBeVisible();
    await page.getByRole('button', { name: 'New household' }).click();
    const dialog = page.getByRole('dialog', { name: 'New household' });
    await dialog.getByLabel('Household name').fill(`Pontus${tag} family`);
    await dialog.getByLabel('Shared address').fill('3 Harbour Road');
    await dialog.getByRole('button', { name: 'Create household' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Pontus${tag} family` })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Find a person' }).fill(`pontus${tag}`);
    const choice = page.getByRole('combobox', { name: 'Person' });
    await expect(choice.getByRole('option', { name: `Priscilla Pontus${tag}` })).toBeAttached();
    await choice.selectOption({ label: `Priscilla Pontus${tag}` });
    await page.getByRole('combobox', { name: 'Relationship' }).selectOption({ label: 'Head of household' });
    await page.getByRole('button', { name: 'Add to household' }).click();
    const people = page.getByRole('list', { name: 'People' });
    await people.getByRole('link', { name: `Priscilla Pontus${tag}` }).click();
    const card = page.getByRole('region', { name: 'Household' });
    await expect(card.getByRole('link', { name: `Pontus${tag} family` })).toBeVisible();
    await expect(card.getByText('Head of household')).toBeVisible();

    await signOut(page, 'Maria Lopez');
    await signIn(page, 'member@demo.church');
    await page.goto('/members');
    await page.getByRole('link', { name: 'My profile' }).click();
    const own = page.getByRole('region', { name: 'Household' });
    await expect(own.getByRole('link', { name: 'Anderson family' })).toBeVisible();
    await expect(own.getByRole('link', { name: 'Noah Anderson' })).toBeVisible();
  });
});
