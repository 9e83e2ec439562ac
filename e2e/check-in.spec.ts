import { expect, request as playwrightRequest, test } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/auth';

/** A family name no other test uses: letters only, as names are. */
const familyName = () => `Tabor${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test.describe('child check-in at the door', () => {
  test('a leader checks a child in, a wrong code is refused, and the code on the receipt hands the child back', async ({ page, baseURL }) => {
    const family = familyName();
    const child = `Mia ${family}`;
    const staff = await playwrightRequest.newContext({ baseURL });
    expect((await staff.post('/api/auth/login', { data: { email: 'staff@demo.church', password: DEMO_PASSWORD } })).status()).toBe(200);
    const registered = await staff.post('/api/members', {
      data: { fullName: child, email: `${family.toLowerCase()}@example.org`, ministry: 'Care', role: 'member' },
    });
    expect(registered.status()).toBe(201);
    await staff.dispose();

    await signIn(page, 'leader@demo.church');
    await page.goto('/check-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Child Check-in' })).toBeVisible();
    await page.getByLabel('Family name or last four digits of a phone').fill(family);
    await page.getByLabel(`Check in ${child}`).check();
    await expect(page.getByLabel('Room')).toHaveValue(/.+/);
    await page.getByLabel('Allergies').fill('Peanuts');
    await page.getByLabel('Parent or guardian bringing them').fill('Ruth Tabor');
    await page.getByRole('button', { name: 'Check in', exact: true }).click();

    const code = page.getByTestId('security-code');
    await expect(code).toHaveText(/^[A-Z0-9]{4}$/);
    const securityCode = (await code.textContent())!.trim();
    const wrongCode = securityCode === 'AAAA' ? 'CCCC' : 'AAAA';
    await page.getByRole('button', { name: 'Next family' }).click();

    await page.getByLabel('Family name or last four digits of a phone').fill(family);
    await expect(page.getByText(/Checked in to /)).toBeVisible();
    await page.getByRole('button', { name: `Check out ${child}` }).click();
    await page.getByLabel('Security code from the receipt').fill(wrongCode);
    await page.getByLabel('Collected by').fill('A stranger');
    await page.getByRole('button', { name: `Hand back ${child}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This security code does not match' })).toBeVisible();
    await expect(page.getByText(/Checked in to /)).toBeVisible();

    await page.getByLabel('Security code from the receipt').fill(securityCode.toLowerCase());
    await page.getByLabel('Collected by').fill('Ruth Tabor');
    await page.getByRole('button', { name: `Hand back ${child}` }).click();
    await expect(page.getByText(`${child} was handed back.`)).toBeVisible();
    await expect(page.getByLabel(`Check in ${child}`)).toBeVisible();

    // The custody trail shows both: the refused collection and the hand-back.
    await page.goto('/congregation-care?tab=attendance');
    const row = page.getByRole('row').filter({ hasText: child });
    await expect(row).toContainText('collected by Ruth Tabor');
    await expect(row).toContainText('Wrong code refused');
  });
});
