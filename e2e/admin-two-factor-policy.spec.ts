import { expect, request as playwrightRequest, test } from './support/test';
import { generate } from 'otplib';
import { DEMO_PASSWORD, signIn } from './support/auth';

test.describe('admin area: two-step verification required per role', () => {
  test.afterEach(async ({ baseURL }) => {
    // Put the shared server back: no role requires it, and Maria signs in with her password alone.
    const api = await playwrightRequest.newContext({ baseURL });
    expect((await api.post('/api/admin/login', { data: { email: 'admin@demo.church', password: DEMO_PASSWORD } })).status()).toBe(200);
    await api.put('/api/admin/security-policy', { data: { twoFactorRequiredRoles: [] } });
    const users = (await (await api.get('/api/admin/users')).json()) as Array<{ id: string; email: string; twoFactorEnabled: boolean }>;
    const maria = users.find((u) => u.email === 'staff@demo.church')!;
    if (maria.twoFactorEnabled) await api.post(`/api/admin/users/${maria.id}/two-factor/reset`);
    await api.dispose();
  });

  test('staff are sent to set it up, the API refuses them anything else until they do, then they get in', async ({ page, browser }) => {
    await signIn(page, 'admin@demo.church');
    await page.goto('/admin/users');
    const policy = page.getByRole('region', { name: 'Two-step verification' });
    await policy.getByRole('checkbox', { name: 'Staff', exact: true }).check();
    await policy.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The two-step verification setting has been saved.')).toBeVisible();

    const mariaContext = await browser.newContext();
    try {
      const maria = await mariaContext.newPage();
      await maria.goto('/signin');
      await maria.getByLabel('Email').fill('staff@demo.church');
      await maria.getByLabel('Password').fill(DEMO_PASSWORD);
      await maria.getByRole('button', { name: 'Sign in' }).click();
      const setUp = maria.getByRole('heading', { level: 1, name: 'Set up two-step verification' });
      await expect(setUp).toBeVisible();
      await expect(maria.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

      // Not by typing an address, and not through the API.
      await maria.goto('/members');
      await expect(setUp).toBeVisible();
      const refused = await maria.request.get('/api/members');
      expect(refused.status()).toBe(403);
      expect((await refused.json()).code).toBe('TWO_FACTOR_SETUP_REQUIRED');

      const secret = (await maria.getByLabel('Setup key').textContent())!.replace(/\s+/g, '');
      await maria.getByLabel('Code from the app').fill(await generate({ secret }));
      await maria.getByRole('button', { name: 'Turn on' }).click();
      await expect(maria.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
      await maria.getByRole('button', { name: 'I have kept my codes' }).click();
      // Set up, she is where she asked to go.
      await expect(maria.getByRole('heading', { level: 1, name: 'Member Directory' })).toBeVisible();
      expect((await maria.request.get('/api/members')).status()).toBe(200);
    } finally {
      await mariaContext.close();
    }
  });
});
