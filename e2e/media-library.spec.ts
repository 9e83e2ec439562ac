import { expect, test, type Page } from './support/test';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn } from './support/auth';
import { expectAccessible } from './support/accessibility';

/** Chromium's own network emulation: uploads at `bytesPerSecond` (or at full speed), so a pause lands part-way. */
async function throttleUploads(page: Page, bytesPerSecond: number | null): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond ?? -1 });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const valueOf = async (page: Page, name: string) => Number(await page.getByRole('progressbar', { name }).getAttribute('aria-valuenow'));

test.describe('the upload center and the media library', () => {
  let folder: string;
  test.beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'koinonia-e2e-media-'));
  });
  test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

  test('a large file goes up with a progress bar, is paused and resumed, survives a reload mid-upload, going on from the offset, and assembles byte-identical in the library', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const name = `Service bulletin ${Date.now()}.pdf`;
    // A file on disk keeps its modification time, which tus-js-client's fingerprint includes: after a reload it is the same file.
    const path = join(folder, name);
    // Random bytes: a part sent twice or left out would show in the checksum.
    writeFileSync(path, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(3 * 1024 * 1024), Buffer.from('\n%%EOF\n')]));
    const bar = `Upload of ${name}`;

    await signIn(page, 'staff@demo.church');
    await page.goto('/upload-center');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Center' })).toBeVisible();
    await expectAccessible(page, '/upload-center');
    await throttleUploads(page, 192 * 1024);
    await page.getByLabel('Choose files').setInputFiles(path);

    await expect(page.getByRole('progressbar', { name: bar })).toBeVisible();
    await expect.poll(() => valueOf(page, bar), { timeout: 30_000 }).toBeGreaterThan(5);
    await page.getByRole('button', { name: `Pause the upload of ${name}` }).click();
    await expect(page.getByText(/^Paused at \d+%/)).toBeVisible();
    const paused = await valueOf(page, bar);
    expect(paused).toBeLessThan(100);
    await expectAccessible(page, 'a paused upload');

    await page.getByRole('button', { name: `Resume the upload of ${name}` }).click();
    await expect.poll(() => valueOf(page, bar), { timeout: 30_000 }).toBeGreaterThan(paused);

    // A reload while bytes are on their way: the request in flight is cut; the server keeps what it received.
    await page.reload();
    const unfinished = page.getByRole('region', { name: 'Unfinished uploads' });
    await expect(unfinished).toContainText(name);
    // The same file chosen again asks the server where it stands and goes on from that offset, not from the start.
    await page.getByLabel('Choose files').setInputFiles(path);
    await expect(page.getByText(/continued where it stopped/)).toBeVisible();
    await expect.poll(() => valueOf(page, bar), { timeout: 30_000 }).toBeGreaterThan(0);
    await throttleUploads(page, null);
    await expect(page.getByRole('region', { name: 'Uploads' }).getByRole('status')).toHaveText('File uploaded successfully.', { timeout: 30_000 });
    await expect(page.getByRole('progressbar', { name: bar })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('region', { name: 'Unfinished uploads' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Open the media library' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible();
    await page.getByLabel('Search by name').fill(name);
    const tile = page.getByRole('button', { name: new RegExp(`^${name.replace(/[.]/g, '\\.')}, Documents`) });
    await expect(tile).toBeVisible();
    await expectAccessible(page, '/media-library');
    await page.getByRole('button', { name: 'List' }).click();
    await expect(page.getByRole('table', { name: 'Media files' }).getByRole('row').filter({ hasText: name })).toContainText('3 MB');
    await expectAccessible(page, '/media-library as a list');

    await page.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog.getByText('Not used anywhere yet.')).toBeVisible();
    // Paused, cut off by a reload: the file in the library is the file on disk, byte for byte.
    const href = await dialog.getByRole('link', { name: 'Open the file' }).getAttribute('href');
    const stored = await page.request.get(href!);
    expect(stored.status()).toBe(200);
    expect(sha256(await stored.body())).toBe(sha256(readFileSync(path)));
    await expectAccessible(page, 'a media file');
    await dialog.getByRole('button', { name: 'Delete file' }).click();
    await page
      .getByRole('dialog', { name: `Delete ${name}?` })
      .getByRole('button', { name: 'Delete file' })
      .click();
    await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
    await expect(page.getByText('No media files match these filters.')).toBeVisible();
  });

  test('an executable named .mp3 is refused for what it is', async ({ page }) => {
    await signIn(page, 'staff@demo.church');
    await page.goto('/upload-center');
    await page.getByLabel('Choose files').setInputFiles({
      name: 'hymn.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(2048)]),
    });
    await expect(page.getByRole('region', { name: 'Uploads' }).getByRole('status')).toHaveText('Failed to upload file.');
    await expect(page.getByText('This kind of file cannot be used here. Choose a file of one of the listed types.')).toBeVisible();
  });
});
