import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { signIn } from './support/auth';

test.describe('directory export', () => {
  test('staff download the directory as filtered as a CSV, and mailing labels as a PDF, from the Export menu', async ({ page }) => {
    // Unique per attempt: the filter then finds this person alone.
    const tag = Date.now().toString(36);
    await signIn(page, 'staff@demo.church');
    const person = await page.request.post('/api/members', {
      data: { fullName: `Phoebe Cenchreae${tag}`, email: `phoebe.${tag}@cenchreae.example`, address: '2 Port Road', ministry: 'Care', role: 'member' },
    });
    expect(person.status()).toBe(201);

    await page.goto(`/members?q=cenchreae${tag}`);
    await expect(page.getByRole('link', { name: `Phoebe Cenchreae${tag}` })).toBeVisible();
    await page.getByRole('button', { name: 'Export the directory' }).click();
    const csvDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Spreadsheet (CSV)' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe('directory.csv');
    const text = (await readFile((await csv.path())!)).toString('utf8');
    expect(text.split('\r\n').filter(Boolean)).toEqual([
      '\uFEFFName,Household,Email,Phone,Address,Ministry,Role,Membership step,Member since,Birth date,Status',
      expect.stringMatching(new RegExp(`^Phoebe Cenchreae${tag},,phoebe\\.${tag}@cenchreae\\.example,,2 Port Road,Care,member,member,`)),
    ]);

    await page.getByRole('button', { name: 'Export the directory' }).click();
    const labelsDownload = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Mailing labels (PDF)' }).click();
    const labels = await labelsDownload;
    expect(labels.suggestedFilename()).toBe('mailing-labels.pdf');
    expect((await readFile((await labels.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
