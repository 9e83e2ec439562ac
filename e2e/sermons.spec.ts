import { expect, test } from './support/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, signOut } from './support/auth';
import { expectAccessible } from './support/accessibility';

test.describe('sermons', () => {
  test('the media team writes a sermon (its draft surviving a reload), publishes it; a member finds it, reads its passages and searches the transcript', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = `The Good Shepherd ${Date.now()}`;
    await signIn(page, 'staff@demo.church');
    await page.goto('/sermons');
    await expect(page.getByRole('heading', { level: 1, name: 'Sermons' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'More than Conquerors' })).toBeVisible();
    await expectAccessible(page, '/sermons');

    await page.locator('#main').getByRole('link', { name: 'New sermon' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New Sermon' })).toBeVisible();
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Speaker').fill('Rev. Abigail Turner');
    await page.getByLabel('Date preached').fill('2026-06-07');
    await page.getByLabel('Series', { exact: true }).fill('The Gospel of John');
    await page.getByLabel('Scripture').fill('Jn 10:11-14; Psalm 151');
    await page.getByLabel('Summary').fill('Jesus lays down his life for the sheep.');
    await page.getByLabel('Transcript').fill('I am the good shepherd: the good shepherd giveth his life for the sheep. Quietwaters are promised.');

    // What is typed survives a reload.
    await page.reload();
    await expect(page.getByText('Your unsaved changes were restored.')).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(title);
    await expectAccessible(page, '/sermon-new');

    // A reference that names no passage is refused on its field.
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByLabel('Scripture')).toHaveAccessibleDescription(/could not be recognised/);
    await page.getByLabel('Scripture').fill('Jn 10:11-14');
    await page.getByRole('button', { name: 'Save draft' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText(/This sermon is a draft/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'John 10:11–14' })).toBeVisible();
    await expect(page.getByText('I am the good shepherd: the good shepherd giveth his life for the sheep.', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
    await expectAccessible(page, '/sermons/:id');
    await signOut(page, 'Maria Lopez');

    await signIn(page, 'member@demo.church');
    await page.goto('/sermons');
    await expect(page.locator('#main').getByRole('link', { name: 'New sermon' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Quietwaters');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText('1 sermon', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByLabel('Book of the Bible').selectOption({ label: 'Psalms' });
    await expect(page.getByRole('link', { name: 'I Lift Up My Eyes' })).toBeVisible();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
    await expect(page.getByText('Scripture from the King James Version (1769), in the public domain.')).toBeVisible();
    await expectAccessible(page, '/sermons/:id as a member');
  });

  test('create and publish a sermon with an uploaded audio file and play it', async ({ page }) => {
    test.setTimeout(150_000);
    const stamp = Date.now();
    const title = `Still Waters ${stamp}`;
    const fileName = `Still Waters ${stamp}.mp3`;
    // A small real recording, made here: four seconds of a tone, as MP3.
    const folder = mkdtempSync(join(tmpdir(), 'koinonia-e2e-sermon-'));
    const path = join(folder, fileName);
    execFileSync('/usr/bin/ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=frequency=262:duration=4', '-c:a', 'libmp3lame', '-b:a', '64k', path]);
    try {
      await signIn(page, 'staff@demo.church');
      await page.goto('/sermon-new');
      await expect(page.getByRole('heading', { level: 1, name: 'New Sermon' })).toBeVisible();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Speaker').fill('Rev. Abigail Turner');
      await page.getByLabel('Date preached').fill('2026-06-14');

      // The recording: uploaded from the picker, which takes it once the library has it.
      await page.getByRole('button', { name: 'Choose from the media library' }).click();
      const picker = page.getByRole('dialog', { name: 'Choose the recording' });
      await expect(picker.getByRole('list', { name: 'Files in the media library' })).toContainText('The Good Shepherd (sermon audio).mp3');
      await expectAccessible(page, 'the media picker');
      await picker.getByLabel('Or upload a new file').setInputFiles(path);
      await expect(picker).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByText(`From the media library: ${fileName}`)).toBeVisible();

      // Notes: a file of the library, found by its name with the keyboard.
      await page.getByRole('button', { name: 'Add a file' }).click();
      const notes = page.getByRole('dialog', { name: 'Choose a file to give with the sermon' });
      await notes.getByLabel('Search by name').fill('Sermon notes');
      const choice = notes.getByRole('button', { name: /^Sermon notes — The Word Became Flesh\.pdf/ });
      await choice.focus();
      await page.keyboard.press('Enter');
      await expect(notes).toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Notes and slides' })).toContainText('Sermon notes — The Word Became Flesh.pdf');
      await expectAccessible(page, '/sermon-new with a library file');

      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Publish' }).click();
      await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
      const sermonUrl = page.url();
      await signOut(page, 'Maria Lopez');

      // A member plays it: the browser fetches the library file (ranges) and time goes on.
      await signIn(page, 'member@demo.church');
      await page.goto(sermonUrl);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download Sermon notes — The Word Became Flesh.pdf' })).toBeVisible();
      const audio = page.getByLabel(`Recording of ${title}`);
      await expect(audio).toBeVisible();
      await audio.evaluate((element: HTMLAudioElement) => {
        element.muted = true;
        void element.play();
      });
      await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.readyState), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
      await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await audio.evaluate((element: HTMLAudioElement) => element.error)).toBeNull();
      await expectAccessible(page, '/sermons/:id playing');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
