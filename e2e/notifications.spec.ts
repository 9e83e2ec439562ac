import { expect, test } from './support/test';
import { signIn } from './support/auth';

test.describe('notifications', () => {
  test('an administrator’s high-priority announcement reaches a member’s open browser live, as a notification and a toast; the member marks it read', async ({
    browser,
  }) => {
    const memberContext = await browser.newContext();
    const adminContext = await browser.newContext();
    try {
      const member = await memberContext.newPage();
      await signIn(member, 'member@demo.church');
      const bell = member.getByRole('button', { name: /^Notifications/ });
      await expect(bell).toBeVisible();
      // What the member has before: the count is in the bell's accessible name.
      const before = await member.request.get('/api/notifications').then((r) => r.json() as Promise<{ unreadCount: number }>);
      await expect(bell).toHaveAccessibleName(before.unreadCount === 0 ? 'Notifications' : `Notifications, ${before.unreadCount} unread`);

      const admin = await adminContext.newPage();
      await signIn(admin, 'admin@demo.church');
      await admin.goto('/admin/dashboard');
      const card = admin.getByRole('region', { name: 'Send an announcement' });
      const title = `Choir practice moved ${Date.now()}`;
      await card.getByLabel('Title').fill(title);
      await card.getByLabel('Message').fill('Thursday at 7 pm in the chapel, not the hall.');
      await card.getByLabel('Priority').selectOption('high');
      await card.getByLabel('Send to').selectOption('everyone');
      await card.getByRole('button', { name: 'Send announcement' }).click();

      // The member did nothing: the page they had open shows it at once, as a toast (it lasts 5 seconds)...
      const toast = member.getByRole('status').filter({ hasText: title });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('Thursday at 7 pm in the chapel, not the hall.');
      // ...and in the centre: the count in the bell's name goes up.
      await expect(bell).toHaveAccessibleName(`Notifications, ${before.unreadCount + 1} unread`);
      await expect(card.getByRole('status')).toHaveText('Announcement sent. Follow its delivery on the board below.');

      await toast.getByRole('button', { name: 'View' }).click();
      const panel = member.getByRole('dialog', { name: /Notifications/ });
      await expect(panel).toBeVisible();
      const item = panel.getByRole('article', { name: `Unread: ${title}` });
      await expect(item).toContainText('High');
      await expect(item).toContainText('Just now');
      await item.getByRole('button', { name: `Mark “${title}” as read` }).click();
      await expect(panel.getByRole('article', { name: title, exact: true })).toBeVisible();
      await expect(bell).toHaveAccessibleName(before.unreadCount === 0 ? 'Notifications' : `Notifications, ${before.unreadCount} unread`);

      // Read on the server: a reload still says so.
      await member.reload();
      await expect(member.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName(
        before.unreadCount === 0 ? 'Notifications' : `Notifications, ${before.unreadCount} unread`,
      );
    } finally {
      await memberContext.close();
      await adminContext.close();
    }
  });

  test('a member cannot send announcements: no form, and the API refuses', async ({ page }) => {
    await signIn(page, 'member@demo.church');
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Send an announcement' })).toHaveCount(0);
    const response = await page.request.post('/api/announcements', { data: { title: 'Hi', message: 'There', priority: 'high', audience: 'everyone' } });
    expect(response.status()).toBe(403);
    expect((await response.json()).code).toBe('AUTHORIZATION');
  });
});
