import { expect, test } from './support/test';
import { signIn } from './support/auth';

/** A Thursday at least a week ahead (`2026-12-03`): the demo church's calendar leaves its early mornings free. */
function thursdayAhead(weeks = 1): string {
  const day = new Date(Date.now() + weeks * 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((4 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

test.describe('events', () => {
  test('staff schedule a weekly event in a room, find it on /events and its page, and a clashing booking of the room is refused by name', async ({ page }) => {
    test.setTimeout(120_000);
    const title = `Choir Practice ${Date.now().toString(36)}`;
    const first = thursdayAhead();

    await signIn(page, 'staff@demo.church');
    await page.goto('/events');
    await page.getByRole('button', { name: 'New event' }).click();
    const create = page.getByRole('dialog', { name: 'New event' });
    await create.getByLabel('Title').fill(title);
    await create.getByLabel('Category').selectOption({ label: 'Music' });
    await create.getByLabel('Starts', { exact: true }).fill(`${first}T06:00`);
    await create.getByLabel('Ends', { exact: true }).fill(`${first}T07:00`);
    await create.getByLabel('Repeat', { exact: true }).selectOption({ label: 'Weekly' });
    // The start's weekday is ticked for us.
    await expect(create.getByRole('checkbox', { name: 'Thursday' })).toBeChecked();
    await create.getByLabel('Series ends').selectOption({ label: 'After a number of times' });
    await create.getByLabel('Number of times').fill('6');
    await expect(create.getByText('Every week on Thursday, 6 times')).toBeVisible();
    await create.getByLabel('Room', { exact: true }).selectOption({ label: 'Fellowship Hall (capacity 120)' });
    await create.getByRole('button', { name: 'Create event' }).click();

    // Its page: the rule in plain words, the room, and the dates to come.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('Every week on Thursday, 6 times')).toBeVisible();
    await expect(details.getByText('Fellowship Hall')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Next occurrences' }).getByRole('listitem')).toHaveCount(6);
    const eventUrl = page.url();

    // On the list, found by its words; its row opens its page.
    await page.goto('/events');
    await page.getByLabel('Search events').fill(title);
    // The search has moved the address (the six may show before it does: a click then would be taken back to the list).
    await expect(page).toHaveURL(/[?&]q=Choir\+Practice/);
    await expect(page.getByRole('link', { name: title })).toHaveCount(6);
    await page.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(eventUrl);

    // A second event in the same hall at a clashing time, opened as the calendar links a clicked time.
    const second = thursdayAhead(2);
    await page.goto(`/events?new=1&start=${second}T06:30`);
    const clash = page.getByRole('dialog', { name: 'New event' });
    await expect(clash.getByLabel('Starts', { exact: true })).toHaveValue(`${second}T06:30`);
    await expect(clash.getByLabel('Ends', { exact: true })).toHaveValue(`${second}T07:30`);
    await clash.getByLabel('Title').fill('Band rehearsal');
    await clash.getByLabel('Room', { exact: true }).selectOption({ label: 'Fellowship Hall (capacity 120)' });
    await clash.getByRole('button', { name: 'Create event' }).click();
    await expect(clash.getByRole('alert')).toHaveText(new RegExp(`^Fellowship Hall is booked by ${title}, Thu, \\w+ \\d+, 6:00\\s*–\\s*7:00\\sAM\\.$`));
    await expect(clash).toBeVisible();
  });
});
