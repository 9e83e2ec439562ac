import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/auth';

const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.describe('engagement', () => {
  test('record attendance → the engagement score changes and the person is no longer at risk', async ({ page, baseURL }) => {
    const name = `Drift ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const staff = await playwrightRequest.newContext({ baseURL });
    expect((await staff.post('/api/auth/login', { data: { email: 'staff@demo.church', password: DEMO_PASSWORD } })).status()).toBe(200);
    const post = async (path: string, data: object) => {
      const response = await staff.post(path, { data });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as { id: string };
    };
    // Three Sundays nine to seven weeks ago, and none since: at risk.
    const { id: memberId } = await post('/api/members', { fullName: name, ministry: 'Care', role: 'member' });
    const { id: gatheringId } = await post('/api/gatherings', {
      name: `${name} Worship`,
      kind: 'service',
      startsAt: `${dayOffset(-70)}T12:00:00Z`,
      repeat: 'weekly',
    });
    for (const days of [-63, -56, -49]) await post(`/api/gatherings/${gatheringId}/attendance`, { memberIds: [memberId], occurrence: dayOffset(days) });

    await signIn(page, 'staff@demo.church');
    await page.goto('/congregation-care?tab=engagement');
    const atRisk = page.getByRole('region', { name: 'At risk' });
    const row = atRisk.getByRole('listitem').filter({ hasText: name });
    await expect(row).toContainText('Present 3 of the 8 weeks before the last 4');
    await expect(row).toContainText(`${name} Worship`);
    await row.getByRole('button', { name: 'Why this score' }).click();
    const explanation = page.getByTestId('engagement-explanation');
    const heading = explanation.getByRole('heading', { name: new RegExp(`^Why ${name} scores \\d+$`) });
    await expect(heading).toBeVisible();
    const before = Number((await heading.textContent())!.match(/(\d+)$/)![1]);
    // Only the Sunday seven weeks ago is within the score's eight weeks; nine and eight weeks ago count for at-risk only.
    await expect(explanation).toContainText('At a gathering in 1 of the last 8 weeks');
    // The tab with its charts, lists and an explanation open meets WCAG 2.1 A and AA.
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('#main').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    // Last week's register now names them, recorded through the page's Record Attendance form.
    await page.getByRole('button', { name: 'Record Attendance' }).click();
    const record = page.getByRole('dialog', { name: 'Record Attendance' });
    await record.getByLabel('Gathering').selectOption({ label: `${name} Worship` });
    await record.getByLabel('Date').selectOption(dayOffset(-7));
    await record.getByLabel('Search people').fill(name);
    await record.getByRole('checkbox', { name }).check();
    await record.getByRole('button', { name: 'Record (1 ticked)' }).click();
    await expect(page.getByText('Attendance was recorded (1 by name).')).toBeVisible();
    // Back on the tab, the scores are read afresh.
    await page.getByRole('tab', { name: 'Attendance' }).click();
    await page.getByRole('tab', { name: 'Engagement' }).click();
    // One more week of eight: 50 / 8 = 6.25 more points (rounded, 6 or 7).
    await expect(explanation).toContainText('At a gathering in 2 of the last 8 weeks');
    const after = Number((await explanation.getByRole('heading', { name: new RegExp(`^Why ${name} scores \\d+$`) }).textContent())!.match(/(\d+)$/)![1]);
    expect(after - before).toBeGreaterThanOrEqual(6);
    expect(after - before).toBeLessThanOrEqual(7);
    await expect(page.getByRole('region', { name: 'At risk' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'At risk' }).getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
    await staff.dispose();
  });
});
