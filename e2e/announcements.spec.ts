import AxeBuilder from '@axe-core/playwright';
import type { AnnouncementReach } from '@koinonia/contracts';
import { expect, test } from './support/test';
import { signIn } from './support/auth';

test.describe('announcements', () => {
  test('the administrator composes one to a ministry and everyone, sees the counts per channel, sends, watches delivery; a member sees it on the board', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const adminContext = await browser.newContext();
    const memberContext = await browser.newContext();
    try {
      const admin = await adminContext.newPage();
      await signIn(admin, 'admin@demo.church');
      await admin.goto('/announcements');
      await expect(admin.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
      // The demo church's own announcements are on the board.
      await expect(admin.getByRole('heading', { name: 'Christmas services' })).toBeVisible();

      const card = admin.getByRole('region', { name: 'Send an announcement' });
      const reach = card.getByTestId('announcement-reach');
      // A ministry: counted over its people, with or without an account.
      await card.getByLabel('Send to').selectOption('ministry');
      await card.getByLabel('Which ministry').selectOption('Hospitality');
      const hospitality = (await (
        await admin.request.post('/api/announcements/preview', { data: { to: { kind: 'ministry', ministry: 'Hospitality' } } })
      ).json()) as AnnouncementReach;
      await expect(reach.locator('[data-channel="email"]')).toHaveText(String(hospitality.email));
      await expect(reach.locator('[data-channel="people"]')).toHaveText(String(hospitality.people));

      // Everyone: the counts the server gives, channel by channel.
      await card.getByLabel('Send to').selectOption('everyone');
      const everyone = (await (await admin.request.post('/api/announcements/preview', { data: { audience: 'everyone' } })).json()) as AnnouncementReach;
      expect(everyone.email).toBeGreaterThan(0);
      for (const channel of ['inApp', 'email', 'sms'] as const)
        await expect(reach.locator(`[data-channel="${channel}"]`)).toHaveText(everyone[channel].toLocaleString('en-US'));

      const title = `Potluck after the service ${Date.now()}`;
      await card.getByLabel('Title').fill(title);
      await card.getByLabel('Message').fill('Bring a dish to share; plates and drinks are provided.');
      await card.getByRole('button', { name: 'Send announcement' }).click();
      await expect(card.getByRole('status')).toHaveText('Announcement sent. Follow its delivery on the board below.');

      // On the board, its delivery: every email and in-app copy sent, none left queued.
      const item = admin.getByTestId('announcement-item').filter({ has: admin.getByRole('heading', { name: title }) });
      await expect(item).toBeVisible();
      const delivery = item.getByTestId('announcement-delivery');
      await expect(delivery.locator('[data-channel="email"]')).toHaveText(`${everyone.email.toLocaleString('en-US')} sent · 0 queued · 0 failed`, {
        timeout: 30_000,
      });
      await expect(delivery.locator('[data-channel="inApp"]')).toHaveText(`${everyone.inApp.toLocaleString('en-US')} sent · 0 queued · 0 failed`);
      await expect(delivery.locator('[data-channel="sms"]')).toContainText('sent');

      const axe = await new AxeBuilder({ page: admin }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('#main').analyze();
      expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

      // A member reads the board: the announcement, without the composer or the senders' counts.
      const member = await memberContext.newPage();
      await signIn(member, 'member@demo.church');
      await member.goto('/announcements');
      const seen = member.getByTestId('announcement-item').filter({ has: member.getByRole('heading', { name: title }) });
      await expect(seen).toContainText('Bring a dish to share; plates and drinks are provided.');
      await expect(seen).toContainText('To: Everyone');
      await expect(seen.getByTestId('announcement-delivery')).toHaveCount(0);
      await expect(member.getByRole('region', { name: 'Send an announcement' })).toHaveCount(0);
    } finally {
      await adminContext.close();
      await memberContext.close();
    }
  });
});
