import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { openChurchChannel } from './support/chat';

test.describe('community chat attachments', () => {
  test('a member attaches a picture (progress, then sent); another browser sees its preview live; a program is refused with Retry', async ({ browser }) => {
    test.setTimeout(120_000);
    const memberContext = await browser.newContext();
    const pastorContext = await browser.newContext();
    try {
      const member = await memberContext.newPage();
      const pastor = await pastorContext.newPage();
      await signIn(member, 'member@demo.church');
      await signIn(pastor, 'pastor@demo.church');
      await openChurchChannel(member);
      await openChurchChannel(pastor);

      // The demo church's flyer is there as a preview, the order of service as a file chip.
      await expect(member.getByRole('img', { name: 'potluck-flyer.png' })).toBeVisible();
      await expect(member.getByRole('link', { name: /Download order-of-service\.pdf/ })).toBeVisible();

      const name = `baptism-${Date.now()}.png`;
      // A real PNG, drawn by the browser itself (the e2e workspace has no image library).
      const picture = Buffer.from(
        await member.evaluate(() => {
          const canvas = document.createElement('canvas');
          canvas.width = 320;
          canvas.height = 200;
          const context = canvas.getContext('2d')!;
          context.fillStyle = 'rgb(30, 140, 90)';
          context.fillRect(0, 0, 320, 200);
          return canvas.toDataURL('image/png').split(',')[1];
        }),
        'base64',
      );
      const chooser = member.waitForEvent('filechooser');
      await member.getByRole('button', { name: 'Attach' }).click();
      await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: picture });
      const chosen = member.getByRole('list', { name: 'Files to send' });
      await expect(chosen.getByRole('progressbar', { name: `Uploading ${name}` })).toHaveAttribute('aria-valuetext', 'Uploaded');
      await expect(
        new AxeBuilder({ page: member })
          .withTags(['wcag2a', 'wcag2aa'])
          .include('#main')
          .analyze()
          .then((r) => r.violations.map((v) => v.id)),
      ).resolves.toEqual([]);
      await member.getByLabel('Message Whole church').fill('The baptism this morning');
      await member.getByRole('button', { name: 'Send' }).click();
      await expect(chosen).toHaveCount(0);

      // The other browser sees it live: the preview, named by the file.
      const preview = pastor.getByRole('img', { name });
      await expect(preview).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);

      // A program is refused at upload: the composer says why and offers Retry and Remove; Send waits.
      const refusedChooser = member.waitForEvent('filechooser');
      await member.getByRole('button', { name: 'Attach' }).click();
      await (
        await refusedChooser
      ).setFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]) });
      await expect(member.getByRole('alert').filter({ hasText: 'This kind of file cannot be used here' })).toBeVisible();
      await expect(member.getByRole('button', { name: 'Retry' })).toBeVisible();
      await expect(member.getByRole('button', { name: 'Send' })).toBeDisabled();
      await member.getByRole('button', { name: 'Remove setup.exe' }).click();
      await expect(member.getByRole('list', { name: 'Files to send' })).toHaveCount(0);
    } finally {
      await memberContext.close();
      await pastorContext.close();
    }
  });
});
