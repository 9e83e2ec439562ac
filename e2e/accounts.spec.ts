import { expect, test, type Page } from './support/test';
import { generate } from 'otplib';
import { signIn, signOut } from './support/auth';
import { linkInMailbox } from './support/mailbox';

/** The code an authenticator app would show, `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts', () => {
  test('an admin invites someone, sees the invitation in the outbox without its link, the invitee sets a password from her own mail, turns on two-step verification and signs in with a code', async ({
    page,
    browser,
  }) => {
    // The administrator invites Lydia (an address of its own per attempt: a retry cannot invite the same one twice).
    const email = `lydia.${Date.now().toString(36)}@thyatira.example`;
    await signIn(page, 'admin@demo.church');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('link', { name: 'Manage users' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Invite someone' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite someone' });
    await dialog.getByLabel('Name').fill('Lydia Purple');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('checkbox', { name: 'Staff', exact: true }).check();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Invited')).toBeVisible();

    // No mail server here: the invitation waits in the outbox, its link hidden from the administrator (it opens Lydia's account).
    await page.getByRole('navigation', { name: 'User administration' }).getByRole('link', { name: 'Outbox' }).click();
    const mail = page
      .getByRole('listitem')
      .filter({ hasText: `To ${email}` })
      .first();
    await expect(mail.getByRole('heading', { name: 'You are invited to Grace Community Church on Koinonia' })).toBeVisible();
    await expect(mail.getByText('Links hidden: only the person this email is for may use them.')).toBeVisible();
    await expect(mail.getByText(/\/accept-invite\?token=••••••••/)).toBeVisible();
    await expect(mail.getByRole('link', { name: /accept-invite/ })).toHaveCount(0);
    const link = (await linkInMailbox(email, '/accept-invite')).href;
    expect(link).toMatch(/^http:\/\/localhost:\d+\/accept-invite\?token=[\w-]+$/);

    // Lydia, in her own browser, accepts with a password: a common one first.
    const lydiaContext = await browser.newContext();
    const lydia = await lydiaContext.newPage();
    await lydia.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(lydia.getByRole('heading', { level: 1, name: 'Welcome to Koinonia' })).toBeVisible();
    await lydia.getByLabel('New password').fill('password123');
    await lydia.getByRole('button', { name: 'Create my account' }).click();
    await expect(lydia.getByText('This password is too common and easy to guess. Please choose another.')).toBeVisible();
    await lydia.getByLabel('New password').fill('seller-of-purple-16');
    await lydia.getByRole('button', { name: 'Create my account' }).click();
    await expect(lydia.getByRole('heading', { level: 1, name: 'Welcome, Lydia Purple' })).toBeVisible();

    // She turns on two-step verification from her account menu.
    await lydia.getByRole('button', { name: 'Lydia Purple' }).click();
    await lydia.getByRole('menuitem', { name: 'Account security' }).click();
    await expect(lydia.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
    await lydia.getByRole('button', { name: 'Turn on two-step verification' }).click();
    const enrol = lydia.getByRole('dialog', { name: 'Turn on two-step verification' });
    await expect(enrol.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = (await enrol.getByLabel('Setup key').textContent())!.replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await enrol.getByLabel('Code from the app').fill(await codeFor(secret));
    await enrol.getByRole('button', { name: 'Turn on' }).click();
    const codes = enrol.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await enrol.getByRole('button', { name: 'I have kept my codes' }).click();
    await expect(enrol).toBeHidden();
    await expect(lydia.getByRole('region', { name: 'Two-step verification' }).getByText('On', { exact: true })).toBeVisible();

    // Signing in again now takes a code after the password.
    await signOut(lydia, 'Lydia Purple');
    await signInWithPassword(lydia, email, 'seller-of-purple-16');
    await expect(lydia.getByRole('heading', { level: 1, name: 'Two-step verification' })).toBeVisible();
    await lydia.getByLabel('Verification code').fill('000000');
    await lydia.getByRole('button', { name: 'Verify' }).click();
    await expect(lydia.getByRole('alert').filter({ hasText: 'The verification code you entered is not correct.' })).toBeVisible();
    await lydia.getByLabel('Verification code').fill(await codeFor(secret, 1));
    await lydia.getByRole('button', { name: 'Verify' }).click();
    await expect(lydia.getByRole('heading', { level: 1, name: 'Welcome, Lydia Purple' })).toBeVisible();
    await lydiaContext.close();

    // The administrator sees her active, with two-step verification on.
    await page.goto('/admin/users');
    await expect(page.getByRole('row').filter({ hasText: email }).getByText('2-step on')).toBeVisible();
  });

  test('a forgotten password is reset through the emailed link', async ({ page, browser }) => {
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The page is its own chunk: until it is in, "Email" is still the sign-in form's field.
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill('auditor@demo.church');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@demo.church');
    await admin.goto('/admin/outbox');
    const mail = admin.getByRole('listitem').filter({ hasText: 'To auditor@demo.church' }).first();
    // The reset email is written after the answer (the answer must not tell whether the account exists).
    await expect(async () => {
      await admin.getByRole('button', { name: 'Refresh' }).click();
      await expect(mail.getByRole('heading', { name: 'Reset your Koinonia password' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(mail.getByText('Links hidden: only the person this email is for may use them.')).toBeVisible();
    await adminContext.close();
    const link = await linkInMailbox('auditor@demo.church', '/reset-password');

    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password').fill('koinonia-demo-1');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await signIn(page, 'auditor@demo.church');
  });
});
