import { expect, test, type APIRequestContext } from './support/test';
import { signIn } from './support/auth';

/** A Wednesday in a month the demo church's own events leave room in (its weekly ones are there too). */
const FIRST = '2030-06-12';

async function post<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(path, { data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(201);
  return (await response.json()) as T;
}

test.describe('the calendar', () => {
  test('staff see a weekly event with its room in the month and week views, and move through the month by keyboard', async ({ page }) => {
    test.setTimeout(90_000);
    const suffix = Date.now().toString(36);
    const title = `Choir rehearsal ${suffix}`;
    await signIn(page, 'staff@demo.church');
    const room = await post<{ id: string }>(page.request, '/api/rooms', { name: `Choir Room ${suffix}`, capacity: 30 });
    const event = await post<{ id: string }>(page.request, '/api/events', {
      title,
      category: 'music',
      startsAt: `${FIRST}T18:30`,
      endsAt: `${FIRST}T20:00`,
      roomId: room.id,
      recurrence: 'FREQ=WEEKLY;BYDAY=WE;COUNT=6',
    });

    await page.goto(`/calendar?date=${FIRST}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'June 2030' })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'June 2030' });
    // Intl writes the times with narrow spaces (`6:30\u202fPM`).
    const name = new RegExp(`^${title}, Wednesday, June \\d+, 2030, 6:30\\sPM – 8:00\\sPM, Choir Room ${suffix}$`);
    // Weekly on Wednesdays: the 12th, 19th and 26th of June are in the grid (and July's first days, in the last row).
    for (const day of ['12', '19', '26']) {
      await expect(grid.getByRole('gridcell', { name: new RegExp(`^Wednesday, June ${day}, 2030`) }).getByRole('link', { name })).toHaveCount(1);
    }
    await expect(grid.getByRole('gridcell', { name: /^Tuesday, June 11, 2030/ }).getByRole('link', { name })).toHaveCount(0);

    // The keyboard: arrows move a day and a week, Home to the week's start, Page Down a month, Enter opens the day.
    const cell = (label: RegExp) => grid.getByRole('gridcell', { name: label });
    await cell(/^Wednesday, June 12, 2030/).focus();
    await page.keyboard.press('ArrowRight');
    await expect(cell(/^Thursday, June 13, 2030/)).toBeFocused();
    await expect(page).toHaveURL(/date=2030-06-13/);
    await page.keyboard.press('ArrowDown');
    await expect(cell(/^Thursday, June 20, 2030/)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(cell(/^Sunday, June 16, 2030/)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(cell(/^Wednesday, June 19, 2030/)).toBeFocused();
    // The focused day is the grid's one Tab stop, and its events follow it in the Tab order.
    await expect(cell(/^Wednesday, June 19, 2030/)).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('Tab');
    await expect(cell(/^Wednesday, June 19, 2030/).getByRole('link', { name })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('heading', { level: 2, name: 'July 2030' })).toBeVisible();
    await expect(page.getByRole('grid', { name: 'July 2030' }).getByRole('gridcell', { name: /^Friday, July 19, 2030/ })).toBeFocused();
    await page.keyboard.press('PageUp');
    await expect(cell(/^Wednesday, June 19, 2030/)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=day&date=2030-06-19|date=2030-06-19&view=day/);
    await expect(page.getByRole('heading', { level: 2, name: 'Wednesday, June 19, 2030' })).toBeVisible();
    await expect(page.getByRole('link', { name })).toBeVisible();

    // The week view: the event placed in its day's column, the view switcher a tab list.
    await page.getByRole('tab', { name: 'Week' }).click();
    await expect(page.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: /^Jun 16\s–\s22, 2030$/ })).toBeVisible();
    const weekEvent = page.getByRole('group', { name: 'Wednesday, June 19, 2030' }).getByRole('link', { name });
    await expect(weekEvent).toBeVisible();
    await expect(weekEvent).toContainText(`Choir Room ${suffix}`);

    // Filters sit in the address: another room hides it, its own shows it.
    await page.getByRole('combobox', { name: 'Room' }).selectOption({ label: 'Sanctuary' });
    await expect(page).toHaveURL(/room=/);
    await expect(page.getByRole('link', { name })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Room' }).selectOption({ label: `Choir Room ${suffix}` });
    await expect(weekEvent).toBeVisible();

    // The event opens the event's page.
    await weekEvent.click();
    await expect(page).toHaveURL(new RegExp(`/events/${event.id}$`));
  });

  test('a second reader sees a new event appear without reloading', async ({ page, browser }) => {
    test.setTimeout(90_000);
    const title = `Prayer breakfast ${Date.now().toString(36)}`;
    await signIn(page, 'staff@demo.church');

    const context = await browser.newContext();
    const reader = await context.newPage();
    try {
      await signIn(reader, 'member@demo.church');
      await reader.goto(`/calendar?view=week&date=2030-09-04`);
      await expect(reader.getByRole('heading', { level: 2, name: /^Sep 1\s–\s7, 2030$/ })).toBeVisible();
      await expect(reader.getByRole('group', { name: 'Thursday, September 5, 2030' })).toBeVisible();
      // Live once the calendar's room is joined: from then on it hears every change.
      await expect(reader.getByRole('status', { name: 'Live updates: Live' })).toBeVisible({ timeout: 15_000 });
      let loads = 0;
      reader.on('load', () => (loads += 1));

      await post(page.request, '/api/events', { title, category: 'fellowship', startsAt: '2030-09-05T07:00', endsAt: '2030-09-05T08:30' });
      await expect(reader.getByRole('link', { name: new RegExp(`^${title}, Thursday, September 5, 2030, 7:00\\sAM – 8:30\\sAM$`) })).toBeVisible({
        timeout: 15_000,
      });
      expect(loads).toBe(0);
    } finally {
      await context.close();
    }
  });
});
