import ICAL from 'ical.js';
import { CONSISTENCY_HEADER, type CalendarFeedView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

/** The personal feed, read by a third-party iCal parser (ical.js) as a calendar app would: no session, only its token. */
describe('the personal iCal feed', () => {
  let t: TestApp;
  let staff: string;
  let member: string;
  let position = '0';

  const create = async (body: object) => {
    const response = await t
      .http()
      .post('/api/events')
      .set('Cookie', staff)
      .send({ category: 'study', startsAt: '2027-04-07T19:00', endsAt: '2027-04-07T20:30', registration: 'open', ...body })
      .expect(201);
    position = response.body.position as string;
    return response.body.id as string;
  };
  const issue = async (cookie: string) => {
    const feed = (await t.http().post('/api/me/calendar-feed').set('Cookie', cookie).expect(201)).body as CalendarFeedView;
    expect(feed.url).toMatch(new RegExp(`/api/calendar/feeds/${feed.token}\\.ics$`));
    return feed;
  };
  const path = (feed: CalendarFeedView) => `/api/calendar/feeds/${feed.token}.ics`;
  const read = async (feed: CalendarFeedView) => {
    const response = await t.http().get(path(feed)).set(CONSISTENCY_HEADER, position).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    return new ICAL.Component(ICAL.parse(response.text));
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
  });
  afterAll(() => t.close());

  it("successful-personal-feed: gives the events its holder may see with RRULE, EXDATE and the zone, and marks the holder's registrations", async () => {
    const study = await create({ title: 'Wednesday Study', recurrence: 'FREQ=WEEKLY;BYDAY=WE;COUNT=4', visibility: 'members' });
    await t.http().post(`/api/events/${study}/occurrences/2027-04-14/cancel`).set('Cookie', staff).expect(200);
    const staffOnly = await create({ title: 'Staff Planning', visibility: 'staff', startsAt: '2027-04-06T09:00', endsAt: '2027-04-06T10:00' });
    const registered = await t.http().post(`/api/events/${study}/registrations`).set('Cookie', member).send({ occurrence: '2027-04-21' }).expect(201);
    position = registered.body.position as string;

    const feed = await issue(member);
    const calendar = await read(feed);
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    ICAL.TimezoneService.register(zone!);
    const all = calendar.getAllSubcomponents('vevent');
    expect(all.map((v) => v.getFirstPropertyValue('uid'))).not.toContain(staffOnly);
    const vevents = all.filter((v) => v.getFirstPropertyValue('uid') === study);
    const master = new ICAL.Event(vevents.find((v) => !v.hasProperty('recurrence-id'))!);
    expect(master.component.getFirstPropertyValue('rrule')?.toString()).toBe('FREQ=WEEKLY;COUNT=4;BYDAY=WE');
    expect(master.component.getFirstProperty('exdate')?.getParameter('tzid')).toBe('America/Chicago');
    for (const exception of vevents.filter((v) => v.hasProperty('recurrence-id'))) master.relateException(new ICAL.Event(exception));
    const seen: Array<[string, string | null]> = [];
    const iterator = master.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = master.getOccurrenceDetails(next);
      seen.push([
        details.startDate.toJSDate().toISOString(),
        (details.item.component.getFirstPropertyValue('x-koinonia-registration') as string | null) ?? null,
      ]);
    }
    expect(seen).toEqual([
      ['2027-04-08T00:00:00.000Z', null],
      ['2027-04-22T00:00:00.000Z', 'registered'],
      ['2027-04-29T00:00:00.000Z', null],
    ]);

    // Staff see staff events in theirs.
    const staffFeed = await read(await issue(staff));
    expect(staffFeed.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).toContain(staffOnly);
  });

  it('failing-personal-feed: a rotated or revoked token answers 404, as does a made-up one, and no session is needed or used', async () => {
    const first = await issue(member);
    await t.http().get(path(first)).expect(200);
    const second = await issue(member);
    await t.http().get(path(first)).expect(404);
    await t.http().get(path(second)).expect(200);
    await t.http().delete('/api/me/calendar-feed').set('Cookie', member).expect(200);
    await t.http().get(path(second)).expect(404);
    await t
      .http()
      .get(`/api/calendar/feeds/${second.token.slice(0, 37)}${'A'.repeat(43)}.ics`)
      .expect(404);
    await t.http().get('/api/calendar/feeds/not-a-token.ics').expect(404);
    const vendor = await t.signIn('vendor@demo.church');
    await t.http().post('/api/me/calendar-feed').set('Cookie', vendor).expect(403);
  });
});
