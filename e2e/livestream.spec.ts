import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectAccessible } from './support/accessibility';

/** ffmpeg pushing a synthetic test pattern with 1 s keyframes, as an encoder would, to this worker's app. */
function pushTestPattern(key: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=30', '-f', 'lavfi', '-i', 'sine', '-t', '90'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-g', '30', '-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${process.env.E2E_RTMP_PORT}/live/${key}`],
    ],
    { stdio: 'ignore' },
  );
}

test.describe('livestream', () => {
  test('the media team makes a new key, an encoder pushes with it, and the page shows LIVE with the viewer counted, then Offline', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'staff@demo.church');
    await page.goto('/livestream');
    await expect(page.getByRole('heading', { level: 1, name: 'Livestream' })).toBeVisible();
    const status = page.getByRole('status').filter({ has: page.getByTestId('livestream-status') });
    await expect(status.getByTestId('livestream-status')).toHaveText('Offline');
    await expect(page.getByText(/^Next stream: Sunday Worship/)).toBeVisible();
    await expect(page.getByText('YouTube', { exact: true }).first()).toBeVisible();
    await expectAccessible(page, '/livestream offline');

    await page.getByRole('button', { name: 'Rotate the key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the stream key?' });
    await dialog.getByRole('button', { name: 'Rotate the key' }).click();
    await expect(dialog).toHaveCount(0);
    const key = (await page.getByTestId('livestream-new-key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    await expect(page.getByText('Copy this key now: it is shown only this once.')).toBeVisible();

    const push = pushTestPattern(key);
    try {
      await expect(status.getByTestId('livestream-status')).toHaveText('LIVE', { timeout: 30_000 });
      await expect(status.getByTestId('livestream-viewers')).toHaveText('1 viewer', { timeout: 15_000 });
      await expect(page.getByTestId('livestream-player')).toBeVisible();
      await expectAccessible(page, '/livestream live');
    } finally {
      push.kill('SIGINT');
    }
    await expect(status.getByTestId('livestream-status')).toHaveText('Offline', { timeout: 30_000 });
  });

  test('a member watches without the media team’s settings', async ({ page }) => {
    await signIn(page, 'member@demo.church');
    await page.goto('/livestream');
    await expect(page.getByTestId('livestream-status')).toBeVisible();
    await expect(page.getByText('The livestream is not currently available.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stream settings' })).toHaveCount(0);
  });

  test('a visitor at /watch is asked to sign in while the church keeps the watch page closed', async ({ page }) => {
    await page.goto('/watch');
    await expect(page.getByTestId('watch-closed')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});
