import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/auth';

/** A standalone program with three items, made through the API as the office would, on a date of its own. */
async function makeProgram(baseURL: string, title: string): Promise<void> {
  const request = await playwrightRequest.newContext({ baseURL });
  expect((await request.post('/api/auth/login', { data: { email: 'staff@demo.church', password: DEMO_PASSWORD } })).status()).toBe(200);
  const serviceStart = new Date(Date.now() + 2 * 86_400_000).toISOString();
  const created = await request.post('/api/programs', { data: { title, serviceStart } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const [name, durationSeconds] of [
    ['Opening hymn', 240],
    ['Reading', 120],
    ['Sermon', 1800],
  ] as const) {
    expect((await request.post(`/api/programs/${id}/items`, { data: { kind: 'other', title: name, durationSeconds } })).status()).toBe(201);
  }
  await request.dispose();
}

const order = (page: Page) =>
  page
    .getByTestId('program-item')
    .locator('span')
    .filter({ hasText: /^(Opening hymn|Reading|Sermon)$/ })
    .allTextContents();

async function openProgram(page: Page, title: string): Promise<void> {
  await page.goto('/program-builder');
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

test('the worship leader reorders a program by keyboard and by mouse, and the order is kept', async ({ page, baseURL }) => {
  const title = `Evening Prayer ${Date.now()}`;
  await makeProgram(baseURL ?? '', title);
  await signIn(page, 'leader@demo.church');
  await openProgram(page, title);
  await expect.poll(() => order(page)).toEqual(['Opening hymn', 'Reading', 'Sermon']);

  // Keyboard: pick up the sermon, move it up twice, drop it.
  const sermonHandle = page.getByRole('button', { name: 'Move Sermon', exact: true });
  await sermonHandle.focus();
  await page.keyboard.press('Space');
  // Picked up: the screen reader hears where it is.
  await expect(page.getByText(/Picked up Sermon|Sermon is now at position 3 of 3/)).toBeAttached();
  // Each step is heard before the next key, as a screen-reader user moves: dnd-kit measures the
  // list between moves, and a key pressed before that lands on the same place again.
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Sermon is now at position 2 of 3.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Sermon is now at position 1 of 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Sermon was dropped at position 1 of 3.')).toBeAttached();
  await expect.poll(() => order(page)).toEqual(['Sermon', 'Opening hymn', 'Reading']);
  await page.reload();
  await expect.poll(() => order(page)).toEqual(['Sermon', 'Opening hymn', 'Reading']);

  // Mouse: drag the reading to the top by its handle.
  const from = await page.getByRole('button', { name: 'Move Reading', exact: true }).boundingBox();
  const to = await page.getByRole('button', { name: 'Move Sermon', exact: true }).boundingBox();
  if (!from || !to) throw new Error('the handles are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 10, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => order(page)).toEqual(['Reading', 'Sermon', 'Opening hymn']);
  await page.reload();
  await expect.poll(() => order(page)).toEqual(['Reading', 'Sermon', 'Opening hymn']);
});
