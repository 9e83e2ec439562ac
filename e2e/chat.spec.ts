import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { openChurchChannel } from './support/chat';
import { expectAccessible } from './support/accessibility';

test.describe('community chat', () => {
  test('two people chat live; one goes offline, writes, comes back, and the queued message is delivered exactly once', async ({ browser }) => {
    test.setTimeout(120_000);
    const memberContext = await browser.newContext();
    const pastorContext = await browser.newContext();
    try {
      const member = await memberContext.newPage();
      const pastor = await pastorContext.newPage();
      await signIn(member, 'member@demo.church');
      await signIn(pastor, 'pastor@demo.church');

      // An empty channel says so.
      await member.goto('/community-chat');
      await member.getByRole('button', { name: 'Announcements', exact: true }).click();
      await expect(member.getByText('No messages yet.')).toBeVisible();

      await openChurchChannel(member);
      await openChurchChannel(pastor);
      await expectAccessible(member, '/community-chat');

      // Live: what one sends, the other sees without reloading.
      const hello = `See you at the potluck! ${Date.now()}`;
      await member.getByLabel('Message Whole church').fill(hello);
      await member.getByRole('button', { name: 'Send' }).click();
      await expect(pastor.getByRole('log').getByText(hello)).toBeVisible();
      const reply = `Looking forward to it ${Date.now()}`;
      await pastor.getByLabel('Message Whole church').fill(reply);
      await pastor.getByLabel('Message Whole church').press('Enter');
      await expect(member.getByRole('log').getByText(reply)).toBeVisible();

      // Offline: the message waits, marked as queued.
      await memberContext.setOffline(true);
      const offline = `Written on the train ${Date.now()}`;
      await member.getByLabel('Message Whole church').fill(offline);
      await member.getByRole('button', { name: 'Send' }).click();
      await expect(member.getByText('Queued: sends when you are back online.')).toBeVisible();
      await member.waitForTimeout(1_500);
      await expect(pastor.getByRole('log').getByText(offline)).toHaveCount(0);

      // Back online: sent once, seen once on both sides.
      await memberContext.setOffline(false);
      await expect(pastor.getByRole('log').getByText(offline)).toBeVisible({ timeout: 20_000 });
      await expect(member.getByText('Queued: sends when you are back online.')).toHaveCount(0, { timeout: 20_000 });
      await expect(member.getByRole('log').getByText(offline)).toHaveCount(1);
      await pastor.reload();
      await openChurchChannel(pastor);
      await expect(pastor.getByRole('log').getByText(offline)).toHaveCount(1);

      // The author edits and deletes their own message; the other sees it shown as deleted.
      const own = member.getByRole('listitem').filter({ hasText: hello });
      await own.getByRole('button', { name: 'Delete' }).click();
      await expect(pastor.getByRole('log').getByText(hello)).toHaveCount(0);
      await expect(pastor.getByRole('log').getByText('This message was deleted.').first()).toBeVisible();
    } finally {
      await memberContext.close();
      await pastorContext.close();
    }
  });
});
