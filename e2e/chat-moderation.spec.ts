import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { openChurchChannel } from './support/chat';
import { expectAccessible } from './support/accessibility';

test.describe('community chat moderation', () => {
  test('a member reports a message; staff hide it from the moderation screen; the member sees it hidden; the log says who did it', async ({ browser }) => {
    test.setTimeout(120_000);
    const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
    try {
      const [leader, member, staff] = await Promise.all(contexts.map((context) => context.newPage()));
      await signIn(leader!, 'leader@demo.church');
      await signIn(member!, 'member@demo.church');
      await signIn(staff!, 'staff@demo.church');

      const rude = `Nobody cares about the potluck ${Date.now()}`;
      await openChurchChannel(leader!);
      await leader!.getByLabel('Message Whole church').fill(rude);
      await leader!.getByRole('button', { name: 'Send' }).click();

      await openChurchChannel(member!);
      // Presence: the leader's header counts both of them, and names who is online.
      await expect(leader!.getByText(/^Online: [2-9]/)).toBeVisible();
      await expect(leader!.getByRole('list', { name: 'People online' }).getByRole('listitem')).not.toHaveCount(0);
      const message = member!.getByRole('log').getByRole('listitem').filter({ hasText: rude });
      await message.getByRole('button', { name: 'Report' }).click();
      await expect(message.getByRole('button', { name: 'Reported' })).toBeVisible();
      const messageId = await message.getAttribute('data-message-id');
      // Members have no moderation tab.
      await expect(member!.getByRole('tab', { name: 'Moderation' })).toHaveCount(0);

      // Staff reach the moderation screen by keyboard: the tabs follow the arrow keys.
      await staff!.goto('/community-chat');
      const conversations = staff!.getByRole('tab', { name: 'Conversations' });
      await expect(conversations).toHaveAttribute('aria-selected', 'true');
      await conversations.focus();
      await staff!.keyboard.press('ArrowRight');
      await expect(staff!.getByRole('tab', { name: 'Moderation' })).toHaveAttribute('aria-selected', 'true');
      await expect(staff!).toHaveURL(/view=moderation/);
      const queue = staff!.getByRole('region', { name: 'Reported messages' });
      const reported = queue.getByRole('listitem').filter({ hasText: rude }).first();
      await expect(reported).toBeVisible();
      await expect(reported.getByText('Reported by')).toBeVisible();
      await expectAccessible(staff!, '/community-chat?view=moderation');
      await reported.getByRole('button', { name: 'Hide', exact: true }).click();
      await expect(queue.getByText(rude)).toHaveCount(0);

      // The member sees it hidden, live.
      await expect(member!.getByRole('log').getByText(rude)).toHaveCount(0);
      await expect(member!.locator(`[data-message-id="${messageId}"]`).getByText('Hidden by a moderator.')).toBeVisible();

      // The log names the step; the hidden list can show it again.
      const log = staff!.getByRole('region', { name: 'Moderation log' });
      await expect(log.getByRole('row').filter({ hasText: 'Hid a message by' }).first()).toBeVisible();
      await queue.getByRole('button', { name: 'Hidden', exact: true }).click();
      await expect(queue.getByRole('listitem').filter({ hasText: rude }).getByRole('button', { name: 'Unhide' })).toBeVisible();
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });

  test('the livestream page has its own live chat beside the player', async ({ page }) => {
    await signIn(page, 'member@demo.church');
    await page.goto('/livestream');
    const panel = page.getByRole('complementary', { name: 'Chat' });
    await expect(panel.getByRole('heading', { name: 'Live chat' })).toBeVisible();
    await expect(panel.getByText('Live', { exact: true })).toBeVisible();
    const hello = `Amen from the balcony ${Date.now()}`;
    await panel.getByLabel('Message Live chat').fill(hello);
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('log').getByText(hello)).toHaveCount(1);
    await expectAccessible(page, '/livestream');
  });
});
