import ICAL from 'ical.js';
import { CONSISTENCY_HEADER, type CalendarFeedView, type CurrentUser, type EventOccurrenceView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

/** A volunteer's services on their personal iCal feed, read by a third-party parser (ical.js) as a calendar app would. */
describe("the volunteer's services on their personal iCal feed", () => {
  let t: TestApp;
  let staff: string;
  let member: string;
  let ruth: string;
  let greeter: string;
  let occurrences: EventOccurrenceView[];
  let position = '0';

  const send = async (path: string, body: object, status: number, cookie = staff) => {
    const response = await t.http().post(path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position as string;
    return response;
  };
  const assign = async (occurrence: EventOccurrenceView) => {
    const slot = (
      await send('/api/volunteer-slots', { eventId: occurrence.eventId, occurrenceStart: occurrence.occurrenceStart, position: greeter, needed: 1 }, 201)
    ).body.id as string;
    return (await send(`/api/volunteer-slots/${slot}/assignments`, { memberId: ruth }, 201)).body.id as string;
  };
  const feedOf = async (cookie: string) => {
    const feed = (await t.http().post('/api/me/calendar-feed').set('Cookie', cookie).expect(201)).body as CalendarFeedView;
    const response = await t.http().get(`/api/calendar/feeds/${feed.token}.ics`).set(CONSISTENCY_HEADER, position).expect(200);
    const calendar = new ICAL.Component(ICAL.parse(response.text));
    const zone = calendar.getFirstSubcomponent('vtimezone');
    if (zone) ICAL.TimezoneService.register(zone);
    return calendar;
  };
  const entry = (calendar: ICAL.Component, assignment: string) =>
    calendar.getAllSubcomponents('vevent').find((v) => v.getFirstPropertyValue('uid') === `volunteer-assignment-${assignment}`) ?? null;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
    ruth = ((await t.http().get('/api/auth/user').set('Cookie', member).expect(200)).body as CurrentUser).memberId!;
    const service = await send(
      '/api/events',
      { title: 'Evensong', category: 'worship', startsAt: '2027-09-05T18:00', endsAt: '2027-09-05T19:00', recurrence: 'FREQ=WEEKLY;BYDAY=SU;COUNT=3' },
      201,
    );
    occurrences = (
      (await t.http().get('/api/events?from=2027-09-01&to=2027-09-30').set('Cookie', staff).set(CONSISTENCY_HEADER, position).expect(200))
        .body as EventOccurrenceView[]
    ).filter((o) => o.eventId === service.body.id);
    const team = (await send('/api/volunteer-teams', { name: 'Evensong welcome', leaderIds: [] }, 201)).body.id as string;
    greeter = (await send(`/api/volunteer-teams/${team}/positions`, { name: 'Greeter' }, 201)).body.id as string;
    const qualified = await t
      .http()
      .put(`/api/volunteer-teams/${team}/members/${ruth}`)
      .set('Cookie', staff)
      .send({ positionIds: [greeter] })
      .expect(200);
    position = qualified.body.position as string;
  });
  afterAll(() => t.close());

  it('successful-volunteer-feed: a pending place is tentative, a confirmed one confirmed, each at its time in the church zone', async () => {
    const pending = await assign(occurrences[0]);
    const confirmed = await assign(occurrences[1]);
    await send(`/api/volunteer-assignments/${confirmed}/confirm`, {}, 200, member);
    const calendar = await feedOf(member);
    const first = entry(calendar, pending);
    const second = entry(calendar, confirmed);
    expect(first?.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(first?.getFirstPropertyValue('x-koinonia-entry')).toBe('volunteer:pending');
    expect(first?.getFirstPropertyValue('summary')).toBe('Greeter · Evensong');
    expect(second?.getFirstPropertyValue('status')).toBe('CONFIRMED');
    const event = new ICAL.Event(second!);
    expect(second?.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');
    expect(event.startDate.toJSDate().toISOString()).toBe(occurrences[1].startsAt);
    expect(event.endDate.toJSDate().toISOString()).toBe(occurrences[1].endsAt);
  });

  it("failing-volunteer-feed: a declined place leaves the feed, and no one else's feed shows Ruth's services", async () => {
    const declined = await assign(occurrences[2]);
    await send(`/api/volunteer-assignments/${declined}/decline`, {}, 200, member);
    expect(entry(await feedOf(member), declined)).toBeNull();
    const mine = (await feedOf(member)).getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')));
    const ruths = mine.filter((uid) => uid.startsWith('volunteer-assignment-'));
    expect(ruths.length).toBeGreaterThanOrEqual(2);
    const others = (await feedOf(staff)).getAllSubcomponents('vevent').map((v) => String(v.getFirstPropertyValue('uid')));
    expect(others.filter((uid) => ruths.includes(uid))).toEqual([]);
  });
});
