import { expect, test } from './support/test';
import { signIn } from './support/auth';
import { expectAccessible } from './support/accessibility';

/** A time of its own for each attempt (a vendor is never confirmed twice at once): an hour in 2030 picked by the second. */
function uniqueHour(): { startsAt: string; endsAt: string } {
  const start = new Date(Date.UTC(2030, 0, 1) + (Math.floor(Date.now() / 1000) % 150_000) * 3_600_000);
  const local = (date: Date) => date.toISOString().slice(0, 16);
  return { startsAt: local(start), endsAt: local(new Date(start.getTime() + 3_600_000)) };
}

test.describe('vendors', () => {
  test('a staff member books a vendor; the vendor confirms in their portal; the staff member sees Booking Confirmed without reloading', async ({ browser }) => {
    test.setTimeout(120_000);
    const service = `Sound for the harvest supper ${Date.now()}`;
    const { startsAt, endsAt } = uniqueHour();
    const staffContext = await browser.newContext();
    const vendorContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();
      await signIn(staff, 'staff@demo.church');
      await staff.goto('/vendors');
      await expect(staff.getByRole('heading', { level: 1, name: 'Vendor Directory' })).toBeVisible();
      await staff.getByLabel('Search vendors').fill('zeppelin');
      await expect(staff.getByText('No vendors found.')).toBeVisible();
      await staff.getByLabel('Search vendors').fill('');
      await staff.getByLabel('Category').selectOption({ label: 'Audio-visual' });
      await expect(staff.getByRole('article', { name: 'Carter Sound & Light' })).toBeVisible();
      await expectAccessible(staff, '/vendors');
      await staff.getByRole('button', { name: 'Book Carter Sound & Light' }).click();
      const dialog = staff.getByRole('dialog', { name: 'Book Carter Sound & Light' });
      await dialog.getByLabel('Event').fill('Harvest supper');
      await dialog.getByLabel('Starts').fill(startsAt);
      await dialog.getByLabel('Ends').fill(endsAt);
      await dialog.getByLabel('Service').fill(service);
      await dialog.getByLabel('Attendees').fill('150');
      await dialog.getByLabel(/^Budget/).fill('450.00');
      await dialog.getByLabel('Notes').fill('Main hall; power by the stage.');
      await dialog.getByRole('button', { name: 'Send booking request' }).click();
      await expect(dialog.getByText('Your booking request has been submitted successfully!')).toBeVisible();
      await expect(dialog.getByText('Waiting for Carter Sound & Light to answer.', { exact: false })).toBeVisible();

      const vendor = await vendorContext.newPage();
      await signIn(vendor, 'vendor@demo.church');
      await vendor.goto('/vendor-portal');
      await expect(vendor.getByRole('heading', { level: 1, name: 'Vendor Portal' })).toBeVisible();
      const row = vendor.getByRole('row').filter({ hasText: service });
      await expect(row).toContainText('Pending');
      await expectAccessible(vendor, '/vendor-portal');
      await vendor.getByRole('button', { name: `Confirm the booking for ${service}` }).click();
      await expect(row).toContainText('Confirmed');

      // Live: the staff member's dialog, never reloaded, shows the answer.
      await expect(dialog.getByRole('heading', { name: 'Booking Confirmed' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await staff.goto('/vendor-bookings');
      await expect(staff.getByRole('heading', { level: 1, name: 'Vendor Bookings' })).toBeVisible();
      await expect(staff.getByText(/bookings in total/)).toBeVisible();
      await expect(staff.getByRole('row').filter({ hasText: service })).toContainText('Confirmed');
      await expectAccessible(staff, '/vendor-bookings');
    } finally {
      await staffContext.close();
      await vendorContext.close();
    }
  });

  test('the office adds a vendor with the keyboard-usable form, after its validation messages, and edits it', async ({ page }) => {
    const name = `Lily Test Florals ${Date.now()}`;
    await signIn(page, 'staff@demo.church');
    await page.goto('/vendors');
    await page.getByRole('button', { name: 'Add vendor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add vendor' });
    await dialog.getByRole('button', { name: 'Add vendor' }).click();
    await expect(dialog.getByLabel('Business name')).toHaveAccessibleDescription('This field is required to continue.');
    await expect(dialog.getByLabel('Business name')).toBeFocused();
    await expectAccessible(page, '/vendors add dialog');
    await page.keyboard.type(name);
    await dialog.getByLabel('Category').selectOption('florist');
    await dialog.getByLabel('Rate (USD)').fill('120');
    await dialog.getByRole('button', { name: 'Add vendor' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('$120.00 per hour');
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${name}` });
    // A photo goes up at once (the form keeps its own changes), and the card shows it.
    const png = await page.evaluate(() => {
      const canvas = Object.assign(document.createElement('canvas'), { width: 900, height: 600 });
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#d97706';
      context.fillRect(0, 0, 900, 600);
      return canvas.toDataURL('image/png');
    });
    const photo = Buffer.from(png.split(',')[1]!, 'base64');
    await edit.locator('input[type="file"]').setInputFiles({ name: 'bouquet.png', mimeType: 'image/png', buffer: photo });
    await expect(edit.getByRole('img', { name: `${name}, photo 1` })).toBeVisible();
    await expect(edit.getByText('1 of 6 photos', { exact: false })).toBeVisible();
    await edit.getByLabel('Availability').fill('Saturdays');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('Saturdays');
    const cover = card.getByRole('img', { name: `${name}, photo 1` });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
  });
});
