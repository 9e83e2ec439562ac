import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request as playwrightRequest, test, type Page } from './support/test';
import { DEMO_PASSWORD, signIn } from './support/auth';

const DAY = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const mondayOf = (date: string) => {
  const day = new Date(`${date}T00:00:00.000Z`);
  return day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY;
};
/** How many "Next week" presses take the schedule from this week to the week holding `date`. */
const weeksUntil = (date: string) => Math.round((mondayOf(date) - mondayOf(dateIn(0))) / (7 * DAY));

/** An evening event of its own, `days` ahead, made by the office through the API: nobody serves at it yet. */
async function makeEvent(baseURL: string, title: string, days: number): Promise<{ eventId: string; occurrenceStart: string }> {
  const office = await playwrightRequest.newContext({ baseURL });
  expect((await office.post('/api/auth/login', { data: { email: 'staff@demo.church', password: DEMO_PASSWORD } })).status()).toBe(200);
  const day = dateIn(days);
  const created = await office.post('/api/events', {
    data: { title, category: 'other', startsAt: `${day}T19:00`, endsAt: `${day}T21:00`, visibility: 'public' },
  });
  expect(created.status()).toBe(201);
  const occurrences = (await (await office.get('/api/events', { params: { from: day, to: dateIn(days + 1), q: title } })).json()) as Array<{
    eventId: string;
    occurrenceStart: string;
    title: string;
  }>;
  await office.dispose();
  const found = occurrences.find((o) => o.title === title);
  expect(found, title).toBeTruthy();
  return { eventId: found!.eventId, occurrenceStart: found!.occurrenceStart };
}

/** The office opens slots on an occurrence, by the positions' names. */
async function openSlots(baseURL: string, occurrence: { eventId: string; occurrenceStart: string }, positions: string[]): Promise<void> {
  const office = await playwrightRequest.newContext({ baseURL });
  expect((await office.post('/api/auth/login', { data: { email: 'staff@demo.church', password: DEMO_PASSWORD } })).status()).toBe(200);
  const teams = (await (await office.get('/api/volunteer-teams')).json()) as Array<{ positions: Array<{ id: string; name: string }> }>;
  for (const name of positions) {
    const position = teams.flatMap((team) => team.positions).find((p) => p.name === name)!;
    expect((await office.post('/api/volunteer-slots', { data: { ...occurrence, position: position.id, needed: 2 } })).status()).toBe(201);
  }
  await office.dispose();
}

/** The confirm link in the newest email to `to` about `title`, read from the outbox of the server under test (its DATA_DIR). */
async function answerLinkInMailbox(to: string, title: string): Promise<URL> {
  const folder = join(process.env.E2E_DATA_DIR!, 'outbox');
  let link: URL | null = null;
  await expect(() => {
    const mail = readdirSync(folder)
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .sort()
      .reverse()
      .map((name) => JSON.parse(readFileSync(join(folder, name), 'utf8')) as { to: string; text: string })
      .find((m) => m.to === to && m.text.includes(title));
    const found = mail && /https?:\/\/\S+\/volunteers\/answer\?assignment=[\w-]+&answer=confirm&token=[\w%-]+/.exec(mail.text)?.[0];
    expect(found, `a confirm link in an email to ${to} about ${title}`).toBeTruthy();
    link = new URL(found!);
  }).toPass({ timeout: 15_000 });
  return link!;
}

async function showWeekOf(page: Page, date: string): Promise<void> {
  for (let i = 0; i < weeksUntil(date); i += 1) await page.getByRole('button', { name: 'Next week' }).click();
}

test('a leader schedules a volunteer, who confirms from the email link without signing in, and the leader sees it confirmed', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Volunteer Night ${Date.now()}`;
  const day = dateIn(10);
  await makeEvent(baseURL ?? '', title, 10);

  // Samuel leads Hospitality: he opens a greeter slot on the evening.
  await signIn(page, 'leader@demo.church');
  await page.goto('/volunteer-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Volunteer Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Open a slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open a slot' });
  await dialog.getByLabel('Event').selectOption({ label: title });
  await dialog.getByLabel('Date').selectOption({ index: 1 });
  await dialog.getByLabel('Position').selectOption({ label: 'Hospitality · Greeter' });
  await dialog.getByLabel('People needed').fill('1');
  await dialog.getByRole('button', { name: 'Open the slot' }).click();
  await expect(dialog).toBeHidden();

  // He schedules Ruth from the slot's qualified members.
  await showWeekOf(page, day);
  const slot = page.getByRole('listitem', { name: new RegExp(`^Greeter at ${title}`) });
  await expect(slot.getByText('0 of 1 filled, 0 confirmed')).toBeVisible();
  await slot.getByRole('button', { name: /^Schedule someone as Greeter/ }).click();
  const assign = page.getByRole('dialog', { name: 'Schedule someone as Greeter' });
  await assign.getByRole('button', { name: 'Schedule Ruth Anderson' }).click();
  await expect(assign).toBeHidden();
  await expect(slot.getByText('Ruth Anderson')).toBeVisible();
  await expect(slot.getByText('Waiting for an answer')).toBeVisible();

  // Ruth's email carries the link; opened in a browser where nobody is signed in, it shows the slot and confirms.
  const link = await answerLinkInMailbox('member@demo.church', title);
  const away = await browser.newContext({ baseURL });
  const phone = await away.newPage();
  await phone.goto(`${link.pathname}${link.search}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'Volunteer request' })).toBeVisible();
  await expect(phone.getByText(`Greeter at ${title}`)).toBeVisible();
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByText('You are confirmed. Thank you for serving!')).toBeVisible();
  // A link that was tampered with says so.
  await phone.goto(`${link.pathname}${link.search.replace(/token=[^&]+/, 'token=forged')}`);
  await expect(phone.getByText('This link is not valid. It may have been cut short or changed.')).toBeVisible();
  await away.close();

  // The leader sees the place confirmed.
  await page.reload();
  await showWeekOf(page, day);
  await expect(slot.getByText('1 of 1 filled, 1 confirmed')).toBeVisible();
  await expect(slot.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('a member signs up for an open place on /volunteers, and is told in plain words where they cannot', async ({ page, baseURL }) => {
  const title = `Open House ${Date.now()}`;
  const day = dateIn(12);
  const occurrence = await makeEvent(baseURL ?? '', title, 12);
  await openSlots(baseURL ?? '', occurrence, ['Usher', 'Sound']);

  await signIn(page, 'member@demo.church');
  await page.goto('/volunteers');
  await expect(page.getByRole('heading', { level: 1, name: 'My Volunteering' })).toBeVisible();
  await showWeekOf(page, day);
  const open = page.getByRole('region', { name: 'Open places' });

  // Ruth serves in Hospitality, not on the sound desk.
  await open.getByRole('button', { name: new RegExp(`^Sign up for Sound at ${title}`) }).click();
  await expect(open.getByRole('alert')).toHaveText('You are not on this team for this position yet. Ask the team’s leader to add you.');

  await open.getByRole('button', { name: new RegExp(`^Sign up for Usher at ${title}`) }).click();
  const mine = page.getByRole('region', { name: 'My schedule' });
  await expect(mine.getByText(`Usher at ${title}`)).toBeVisible();
  await expect(open.getByRole('button', { name: new RegExp(`^Sign up for Usher at ${title}`) })).toHaveCount(0);
});
