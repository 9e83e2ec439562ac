import { expect, test } from './support/test';
import { rmSync } from 'node:fs';
import { signIn } from './support/auth';
import { demoChurchCopy, startServer } from './support/server';

test.describe('member directory', () => {
  test('sign in, add a member, find them, open the profile, edit, and see the history', async ({ page }) => {
    // An address of this attempt's own: a retry runs against the same server, where the first attempt's member may be.
    const email = `onesimus.${Date.now().toString(36)}@example.org`;
    await signIn(page);
    // Signed out, the app's first question (GET /api/auth/user) is answered 401: that is expected, so listen from here on.
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    await page.goto('/members');
    await expect(page.getByRole('heading', { name: 'Member Directory' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByLabel('Full name').fill('Onesimus Philemonson');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Phone').fill('(217) 555-0177');
    await dialog.getByLabel('Address').fill('12 Colossae Way, Springfield, IL 62701');
    await dialog.getByLabel('Ministry').selectOption('Outreach');
    await dialog.getByLabel('Role').selectOption('volunteer');
    await dialog.getByRole('button', { name: 'Save member' }).click();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search members').fill(email);
    // The search applies after a pause in typing: until then the list may hold an earlier attempt's Onesimus too.
    await expect(page).toHaveURL(/[?&]q=onesimus/);
    await expect(page.getByText('1 member', { exact: true })).toBeVisible();
    const link = page.getByRole('link', { name: 'Onesimus Philemonson' });
    await expect(link).toBeVisible();
    await link.click();

    await expect(page.getByRole('heading', { name: 'Onesimus Philemonson' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('link', { name: 'Edit' }).click();
    await page.getByLabel('Role').selectOption('leader');
    await page.getByLabel('Phone').fill('(217) 555-0199');
    await page.getByRole('button', { name: 'Save changes' }).click();

    await expect(page.getByRole('heading', { name: 'Onesimus Philemonson' })).toBeVisible();
    const history = page.getByRole('region', { name: 'History' });
    await expect(history.getByText(/Changed phone and role/)).toBeVisible();
    await expect(history.getByText('(217) 555-0177')).toBeVisible();
    await expect(history.getByText('(217) 555-0199')).toBeVisible();
    await expect(history.getByText(/Added to the directory/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an invalid email shows the catalogue message and sends nothing', async ({ page }) => {
    await signIn(page);
    await page.goto('/member-directory');
    await page.getByRole('button', { name: 'Add Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Member' });
    await dialog.getByLabel('Full name').fill('Tychicus Messenger');
    await dialog.getByLabel('Email').fill('tychicus-at-example');
    let posted = false;
    page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/members') && (posted = true));
    await dialog.getByRole('button', { name: 'Save member' }).click();
    await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('signed out, a deep link goes to sign-in and returns there afterwards', async ({ page }) => {
    await page.goto('/members');
    await expect(page).toHaveURL(/\/signin/);
    await page.getByLabel('Email').fill('staff@demo.church');
    await page.getByLabel('Password').fill('koinonia-demo-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Member Directory' })).toBeVisible();
    await expect(page).toHaveURL(/\/members$/);
  });

  test('wrong credentials show the catalogue message', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill('admin@demo.church');
    await page.getByLabel('Password').fill('not-the-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The email or password you entered is not correct.' })).toBeVisible();
  });

  test('a member added before a crash is still there after the server restarts', async ({ page }) => {
    const dataDir = demoChurchCopy('restart');
    let server = await startServer(dataDir);
    try {
      await signIn(page, 'admin@demo.church', server.baseURL);
      await page.goto(`${server.baseURL}/members`);
      await page.getByRole('button', { name: 'Add Member' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Member' });
      await dialog.getByLabel('Full name').fill('Epaphras Faithful');
      await dialog.getByLabel('Email').fill('epaphras@example.org');
      await dialog.getByLabel('Ministry').selectOption('Prayer');
      await dialog.getByRole('button', { name: 'Save member' }).click();
      await expect(dialog).toBeHidden();

      await server.crash();
      server = await startServer(dataDir);

      // The session was an event too: it survives the crash, so no second sign-in is needed.
      await page.goto(`${server.baseURL}/members`);
      await expect(page.getByRole('heading', { name: 'Member Directory' })).toBeVisible();
      await page.getByLabel('Search members').fill('epaphras');
      await expect(page.getByRole('link', { name: 'Epaphras Faithful' })).toBeVisible();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
