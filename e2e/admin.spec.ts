import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test';
import { FEATURE_FLAGS } from '../contracts/src/organisation/feature-flags.constant';
import { DEMO_PASSWORD, signIn } from './support/auth';

/** An administrator's API session, to put the shared server back as the other specs expect it. */
async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const response = await api.post('/api/admin/login', { data: { email: 'admin@demo.church', password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return api;
}

async function adminSignIn(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the admin area' })).toBeVisible();
  await page.getByLabel('Email').fill('admin@demo.church');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
}

test.describe('admin area', () => {
  test.afterEach(async ({ baseURL }) => {
    // Every area on and maintenance off, whatever a failed test left behind.
    const api = await adminApi(baseURL!);
    for (const flag of FEATURE_FLAGS) await api.put(`/api/admin/features/${flag}`, { data: { enabled: true } });
    await api.put('/api/admin/maintenance', { data: { enabled: false } });
    await api.dispose();
  });

  test('an admin signs in at /admin/login and sees the dashboard with the server’s own numbers', async ({ page }) => {
    await adminSignIn(page);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    const users = (await (await page.request.get('/api/admin/users')).json()) as unknown[];
    await expect(page.getByTestId('users-total')).toHaveText(String(users.length));
    const position = page.getByTestId('event-store-position');
    await expect(position).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.getByRole('region', { name: 'System Health' })).toContainText('SQLite, on this server');
    await expect(page.getByRole('link', { name: 'Manage users' })).toHaveAttribute('href', '/admin/users');
    await expect(page.getByRole('link', { name: 'Open the security center' })).toHaveAttribute('href', '/security-center');
    // Signed in, /admin/login goes straight to the dashboard.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a member cannot open the dashboard, and the API refuses them and their admin sign-in', async ({ page, baseURL }) => {
    await signIn(page, 'member@demo.church');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
    for (const path of ['/api/admin/overview', '/api/admin/system', '/api/admin/maintenance']) {
      const response = await page.request.get(path);
      expect(response.status()).toBe(403);
      expect((await response.json()).code).toBe('AUTHORIZATION');
    }
    const anonymous = await playwrightRequest.newContext({ baseURL });
    const refused = await anonymous.post('/api/admin/login', { data: { email: 'member@demo.church', password: DEMO_PASSWORD } });
    expect(refused.status()).toBe(403);
    expect(refused.headers()['set-cookie']).toBeUndefined();
    await anonymous.dispose();
  });

  test('turning the member directory off hides Members for a member; turning it on brings it back', async ({ page, browser }) => {
    await adminSignIn(page);
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member@demo.church');
    const nav = member.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();

    const toggle = page.getByRole('switch', { name: 'Member directory' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText('Member directory is turned off.')).toBeVisible();

    await member.reload();
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Members' })).toHaveCount(0);
    await member.goto('/members');
    await expect(member.getByRole('alert').filter({ hasText: 'This Area Is Turned Off' })).toBeVisible();
    const refused = await member.request.get('/api/members');
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('FEATURE_DISABLED');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await member.reload();
    await expect(member.getByRole('heading', { name: 'Member Directory' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Members' })).toBeVisible();
    await memberContext.close();
  });

  test('maintenance mode shows a member the maintenance screen, while the admin keeps working', async ({ page, browser }) => {
    await adminSignIn(page);
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member@demo.church');

    const card = page.getByRole('region', { name: 'Maintenance Mode' });
    await card.getByLabel('Message for the maintenance screen (optional)').fill('New sound desk going in. Back by noon.');
    await card.getByRole('button', { name: 'Turn on maintenance mode' }).click();
    await page.getByRole('dialog', { name: 'Turn on maintenance mode?' }).getByRole('button', { name: 'Turn on' }).click();
    await expect(card.getByText(/Turned on by Grace Okafor/)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Members see the maintenance screen' })).toBeVisible();

    await member.goto('/members');
    await expect(member.getByRole('heading', { level: 1, name: 'Down for Maintenance' })).toBeVisible();
    await expect(member.getByText('New sound desk going in. Back by noon.')).toBeVisible();
    await expect(member.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    const refused = await member.request.get('/api/members');
    expect(refused.status()).toBe(503);
    expect((await refused.json()).code).toBe('MAINTENANCE_MODE');
    // The admin still reads the directory.
    expect((await page.request.get('/api/members')).status()).toBe(200);

    await card.getByRole('button', { name: 'Turn off maintenance mode' }).click();
    await expect(card.getByText(/Turned off by Grace Okafor/)).toBeVisible();
    await member.getByRole('button', { name: 'Check now' }).click();
    await expect(member.getByRole('heading', { name: 'Member Directory' })).toBeVisible();
    await memberContext.close();
  });
});
