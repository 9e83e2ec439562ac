import type { CalendarWindowView, CurrentUser, EventsQueryDto } from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { scheduleOf } from './domain/event.decider';
import type { EventDocument } from './projections/events.projection';
import { EventQueriesService } from './queries/event-queries.service';
import { occurrencesBetween } from './schedule/event-schedule.util';

/** One event's occurrences in a window, as compared: what the calendar shows of each. */
type Shown = { occurrence: string; startsAt: string; endsAt: string; title: string; past: boolean };

describe("the calendar's window, kept between asks, against straightforward expansion", () => {
  let t: TestApp;
  let staff: string;
  let reader: CurrentUser;
  let eventId: string;
  const query: EventsQueryDto = { from: '2026-02-01', to: '2026-04-30' };
  // The church's zone (America/Chicago) bounds the window: Feb 1 00:00 CST to May 1 00:00 CDT.
  const from = Date.parse('2026-02-01T06:00:00Z');
  const to = Date.parse('2026-05-01T05:00:00Z');

  const send = async (path: string, body: object, status: number, method: 'post' | 'patch' = 'post') => {
    const response = await t.http()[method](path).set('Cookie', staff).send(body);
    expect({ path, status: response.status }).toEqual({ path, status });
    await t.settled();
    return response;
  };
  const queries = () => t.app.get(EventQueriesService);

  /** The event's occurrences as the window answers them. */
  const shownIn = (window: CalendarWindowView): Shown[] =>
    window.occurrences
      .filter((o) => window.events[o.event]!.eventId === eventId)
      .map((o) => ({
        occurrence: o.occurrence,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
        title: o.changes?.title ?? window.events[o.event]!.title,
        past: o.past,
      }));

  /** The same, expanded from the event's read model with nothing kept: its rule, moved and cancelled occurrences. */
  const expanded = async (now: number): Promise<Shown[]> => {
    const document = (await t.app.get<ReadStore>(READ_STORE).collection<EventDocument>('events').findOne({ _id: eventId }))!;
    return occurrencesBetween(scheduleOf(document.event), from, to)
      .filter((o) => o.start < to && o.end > from)
      .map((o) => ({
        occurrence: o.date,
        startsAt: new Date(o.start).toISOString(),
        endsAt: new Date(o.end).toISOString(),
        title: document.event.occurrences[o.date]?.title ?? document.event.details.title,
        past: o.end <= now,
      }));
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    reader = (await t.http().get('/api/auth/user').set('Cookie', staff).expect(200)).body as CurrentUser;
    // Weekly across the change to daylight time (March 8, 2026 in Chicago): one occurrence retitled, one moved, one cancelled.
    const created = await send(
      '/api/events',
      {
        title: 'Vespers',
        category: 'worship',
        startsAt: '2026-02-22T18:00',
        endsAt: '2026-02-22T19:00',
        visibility: 'public',
        recurrence: 'FREQ=WEEKLY;COUNT=8',
      },
      201,
    );
    eventId = created.body.id as string;
    await send(`/api/events/${eventId}/occurrences/2026-03-08`, { scope: 'this', title: 'Vespers: spring forward' }, 200, 'patch');
    await send(`/api/events/${eventId}/occurrences/2026-03-15`, { scope: 'this', startsAt: '2026-03-15T19:30', endsAt: '2026-03-15T20:30' }, 200, 'patch');
    await send(`/api/events/${eventId}/occurrences/2026-03-22/cancel`, {}, 200);
  });
  afterAll(() => t.close());

  it('answers as straightforward expansion across the change of time, with the edited, moved and cancelled occurrences, asked again and again', async () => {
    const now = Date.parse('2026-01-15T12:00:00Z');
    const first = await queries().calendarWindow(query, reader, new Date(now));
    const again = await queries().calendarWindow(query, reader, new Date(now + 1));
    expect(again).toEqual(first);
    expect(shownIn(first)).toEqual(await expanded(now));
    expect(shownIn(first).map((o) => [o.occurrence, o.startsAt, o.title])).toEqual([
      ['2026-02-22', '2026-02-23T00:00:00.000Z', 'Vespers'],
      ['2026-03-01', '2026-03-02T00:00:00.000Z', 'Vespers'],
      ['2026-03-08', '2026-03-08T23:00:00.000Z', 'Vespers: spring forward'],
      ['2026-03-15', '2026-03-16T00:30:00.000Z', 'Vespers'],
      ['2026-03-29', '2026-03-29T23:00:00.000Z', 'Vespers'],
      ['2026-04-05', '2026-04-05T23:00:00.000Z', 'Vespers'],
      ['2026-04-12', '2026-04-12T23:00:00.000Z', 'Vespers'],
    ]);
    // The list (never kept) gives the same occurrences.
    expect(shownIn(first).map((o) => o.occurrence)).toEqual(
      (await queries().occurrences(query, reader, new Date(now))).filter((o) => o.eventId === eventId).map((o) => o.occurrence),
    );
  });

  it('turns an occurrence past once it has ended, though nothing else changed', async () => {
    const ends = Date.parse('2026-03-09T00:00:00.000Z');
    const before = await queries().calendarWindow(query, reader, new Date(ends - 1));
    expect(shownIn(before)).toEqual(await expanded(ends - 1));
    const after = await queries().calendarWindow(query, reader, new Date(ends));
    expect(shownIn(after)).toEqual(await expanded(ends));
    expect(
      shownIn(after)
        .filter((o) => o.past)
        .map((o) => o.occurrence),
    ).toEqual(['2026-02-22', '2026-03-01', '2026-03-08']);
    // An earlier clock than the kept answer's is answered afresh too.
    expect(shownIn(await queries().calendarWindow(query, reader, new Date(ends - 1)))).toEqual(await expanded(ends - 1));
  });

  it('answers afresh once the read side has moved: a change to the event shows at once', async () => {
    const now = Date.parse('2026-01-15T12:00:00Z');
    await queries().calendarWindow(query, reader, new Date(now));
    await send(`/api/events/${eventId}/occurrences/2026-04-05/cancel`, {}, 200);
    await send(`/api/events/${eventId}/occurrences/2026-03-29`, { scope: 'this', title: 'Vespers: Palm Sunday' }, 200, 'patch');
    const window = await queries().calendarWindow(query, reader, new Date(now));
    expect(shownIn(window)).toEqual(await expanded(now));
    expect(shownIn(window).map((o) => [o.occurrence, o.title])).toEqual([
      ['2026-02-22', 'Vespers'],
      ['2026-03-01', 'Vespers'],
      ['2026-03-08', 'Vespers: spring forward'],
      ['2026-03-15', 'Vespers'],
      ['2026-03-29', 'Vespers: Palm Sunday'],
      ['2026-04-12', 'Vespers'],
    ]);
    // Over HTTP, as the calendar page asks: the same.
    const http = (await t.http().get('/api/events/calendar?from=2026-02-01&to=2026-04-30').set('Cookie', staff).expect(200)).body as CalendarWindowView;
    expect(shownIn(http).map((o) => [o.occurrence, o.startsAt, o.title])).toEqual(shownIn(window).map((o) => [o.occurrence, o.startsAt, o.title]));
  });

  it("reads an event's document again once it changed: a new title shows, and staff visibility hides it from a member at once", async () => {
    const member = await t.signIn('member@demo.church');
    const month = '/api/events/calendar?from=2026-03-01&to=2026-03-31';
    const list = '/api/events?from=2026-03-01&to=2026-03-31';
    const titles = async (path: string, cookie: string) => {
      const body = (await t.http().get(path).set('Cookie', cookie).expect(200)).body as CalendarWindowView | { eventId: string; title: string }[];
      if (Array.isArray(body)) return [...new Set(body.filter((o) => o.eventId === eventId).map((o) => o.title))];
      return [...new Set(shownIn(body).map((o) => o.title))];
    };
    // Asked first, so the event's document is held by the queries.
    expect(await titles(month, member)).toContain('Vespers');
    expect(await titles(list, member)).toContain('Vespers');
    await send(`/api/events/${eventId}`, { title: 'Evensong' }, 200, 'patch');
    expect(await titles(month, member)).toContain('Evensong');
    expect(await titles(list, staff)).toContain('Evensong');
    await send(`/api/events/${eventId}`, { visibility: 'staff' }, 200, 'patch');
    expect(await titles(month, member)).toEqual([]);
    expect(await titles(list, member)).toEqual([]);
    expect(await titles(month, staff)).toContain('Evensong');
    await send(`/api/events/${eventId}`, { visibility: 'public', title: 'Vespers' }, 200, 'patch');
    expect(await titles(month, member)).toContain('Vespers');
  });
});
