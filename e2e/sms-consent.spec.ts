import type { MemberPage, SmsConsentView } from '@koinonia/contracts';
import { expect, test } from './support/test';
import { signIn } from './support/auth';

/** "N of M people will receive it": N, as the SMS manager says it for everyone opted in. */
async function everyoneOptedIn(page: import('./support/test').Page): Promise<number> {
  await page.goto('/sms-manager');
  const recipients = page.getByTestId('sms-recipients');
  await expect(recipients).toContainText(/\d+ of \d+ people will receive it/);
  return Number(/(\d+) of \d+/.exec((await recipients.textContent()) ?? '')![1]);
}

test.describe('SMS consent on a profile', () => {
  test("staff record a person's consent on their profile, from the keyboard; everyone opted in grows by one", async ({ page }) => {
    await signIn(page, 'staff@demo.church');
    // Someone of the demo church with a mobile number of their own, never asked.
    const members = (await (await page.request.get('/api/members?pageSize=100&status=active')).json()) as MemberPage;
    const phones = new Map<string, number>();
    for (const member of members.items) if (member.phone) phones.set(member.phone, (phones.get(member.phone) ?? 0) + 1);
    let person: { id: string; fullName: string } | undefined;
    for (const member of members.items.filter((m) => m.phone?.startsWith('+') && phones.get(m.phone) === 1)) {
      const consent = (await (await page.request.get(`/api/sms/consents/${member.id}`)).json()) as SmsConsentView;
      if (consent.state === 'never-asked') {
        person = member;
        break;
      }
    }
    expect(person).toBeDefined();

    const before = await everyoneOptedIn(page);

    await page.goto(`/members/${person!.id}`);
    const card = page.getByRole('region', { name: 'SMS consent' });
    await expect(card.getByText('Never asked')).toBeVisible();
    await card.getByLabel('How consent was given or withdrawn').selectOption('verbal');
    await card.getByRole('button', { name: 'Record consent given' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Consent recorded.')).toBeVisible();
    await expect(card.getByText('Opted in')).toBeVisible();
    await expect(card.getByText(/^Verbal, /)).toBeVisible();

    expect(await everyoneOptedIn(page)).toBe(before + 1);
  });

  test('a member sees their own SMS consent beside their details, and no staff form', async ({ page }) => {
    await signIn(page, 'member@demo.church');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { memberId: string };
    await page.goto(`/members/${me.memberId}`);
    const card = page.getByRole('region', { name: 'SMS consent' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Record consent given' })).toHaveCount(0);
  });
});
