import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/auth';
import { linkInMailbox } from './support/mailbox';

const NOTHING_SHARED = { listed: true, shareEmail: false, sharePhone: false, shareAddress: false };

/** A second member account, linked to a record of its own, made as an administrator would: invite, then accept. */
async function makeMemberAccount(baseURL: string, email: string, password: string): Promise<void> {
  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await admin.post('/api/admin/login', { data: { email: 'admin@demo.church', password: DEMO_PASSWORD } })).status()).toBe(200);
    const record = await admin.post('/api/members', { data: { fullName: 'Tabitha Joppa', email, phone: '(217) 555-0160', ministry: 'Care', role: 'member' } });
    expect(record.status()).toBe(201);
    const { id: memberId } = (await record.json()) as { id: string };
    expect((await admin.post('/api/admin/users', { data: { email, displayName: 'Tabitha Joppa', roles: ['member'], memberId } })).status()).toBe(201);
    const token = (await linkInMailbox(email, '/accept-invite')).searchParams.get('token');
    const guest = await playwrightRequest.newContext({ baseURL });
    expect((await guest.post('/api/auth/accept-invite', { data: { token, password } })).status()).toBe(200);
    await guest.dispose();
  } finally {
    await admin.dispose();
  }
}

async function signInAs(page: Page, email: string, password: string, name: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name })).toBeVisible();
}

/** Ruth's record as another member sees it: the Details card's value for `label`. */
function detail(page: Page, label: string) {
  return page.getByRole('region', { name: 'Details' }).locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
}

test.describe("members' privacy choices", () => {
  test.afterEach(async ({ baseURL }) => {
    // Put the shared server back: Ruth at the default.
    const ruth: APIRequestContext = await playwrightRequest.newContext({ baseURL });
    expect((await ruth.post('/api/auth/login', { data: { email: 'member@demo.church', password: DEMO_PASSWORD } })).status()).toBe(200);
    const me = (await (await ruth.get('/api/members/me')).json()) as { id: string };
    expect((await ruth.put(`/api/members/${me.id}/privacy`, { data: NOTHING_SHARED })).status()).toBe(200);
    await ruth.dispose();
  });

  test('a member shares their phone from their own profile; another member then sees it, and their address still says Not shared', async ({
    page,
    browser,
    baseURL,
  }) => {
    // An address of its own per attempt: a retry cannot invite the same one twice.
    const tabithaEmail = `tabitha.${Date.now()}@joppa.example`;
    const tabithaPassword = 'full-of-good-works-9';
    await makeMemberAccount(baseURL!, tabithaEmail, tabithaPassword);

    const tabithaContext = await browser.newContext();
    try {
      const tabitha = await tabithaContext.newPage();
      await signInAs(tabitha, tabithaEmail, tabithaPassword, 'Tabitha Joppa');
      await tabitha.goto('/members?q=ruth anderson');
      await tabitha.getByRole('link', { name: 'Ruth Anderson' }).click();
      await expect(tabitha.getByRole('heading', { level: 1, name: 'Ruth Anderson' })).toBeVisible();
      // Privacy first: nothing of Ruth's contact details yet.
      await expect(detail(tabitha, 'Phone')).toHaveText('Not shared');
      await expect(detail(tabitha, 'Address')).toHaveText('Not shared');
      const ruthProfile = tabitha.url();

      await signIn(page, 'member@demo.church');
      await page.goto('/members');
      await page.getByRole('link', { name: 'My profile' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Ruth Anderson' })).toBeVisible();
      expect(page.url()).toBe(ruthProfile);
      const privacy = page.getByRole('region', { name: 'Directory privacy' });
      await expect(privacy.getByText(/Privacy first/)).toBeVisible();
      const phone = privacy.getByRole('switch', { name: 'Share phone with members' });
      await expect(phone).toHaveAttribute('aria-checked', 'false');
      await phone.click();
      await privacy.getByRole('button', { name: 'Save privacy choices' }).click();
      await expect(page.getByText('Privacy choices saved.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'History' }).getByText('Phone: Not shared → Shared')).toBeVisible();

      await tabitha.reload();
      await expect(detail(tabitha, 'Phone')).toHaveText('(312) 555-0105');
      await expect(detail(tabitha, 'Address')).toHaveText('Not shared');
      await expect(detail(tabitha, 'Email')).toHaveText('Not shared');
      // Another member's history is not theirs to read.
      await expect(tabitha.getByRole('region', { name: 'History' })).toHaveCount(0);
    } finally {
      await tabithaContext.close();
    }
  });
});
