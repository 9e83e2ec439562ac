import ICAL from 'ical.js';
import { CONSISTENCY_HEADER } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

/** The public feed, read by a third-party iCal parser (ical.js) as a calendar app would. */
describe('the public iCal feed', () => {
  let t: TestApp;
  let staff: string;
  let position = '0';

  const create = async (body: object) => {
    const response = await t
      .http()
      .post('/api/events')
      .set('Cookie', staff)
      .send({ category: 'worship', visibility: 'public', ...body })
      .expect(201);
    position = response.body.position;
    return response.body.id as string;
  };
  const act = async (method: 'post' | 'patch', path: string, body: object) => {
    const response = await t.http()[method](path).set('Cookie', staff).send(body).expect(200);
    position = response.body.position;
  };
  const feed = async () => {
    const response = await t.http().get('/api/calendar/public.ics').set(CONSISTENCY_HEADER, position).expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    return new ICAL.Component(ICAL.parse(response.text));
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
  });
  afterAll(() => t.close());

  it('successful-feed: gives a recurring event as RRULE with EXDATE and overrides, in the church zone across a DST change', async () => {
    const id = await create({
      title: 'Feed Worship',
      startsAt: '2026-03-01T10:00',
      endsAt: '2026-03-01T11:00',
      recurrence: 'FREQ=WEEKLY;BYDAY=SU;UNTIL=20260329',
    });
    await act('post', `/api/events/${id}/occurrences/2026-03-15/cancel`, {});
    await act('patch', `/api/events/${id}/occurrences/2026-03-22`, {
      scope: 'this',
      title: 'Palm Sunday',
      startsAt: '2026-03-22T09:00',
      endsAt: '2026-03-22T10:30',
    });
    await create({ title: 'Members only', visibility: 'members', startsAt: '2026-03-02T10:00', endsAt: '2026-03-02T11:00' });

    const calendar = await feed();
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Chicago');
    // As a calendar app does: the feed's own VTIMEZONE says what its local times mean.
    ICAL.TimezoneService.register(zone!);
    const vevents = calendar.getAllSubcomponents('vevent').filter((v) => v.getFirstPropertyValue('uid') === id);
    expect(calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('summary'))).not.toContain('Members only');
    const master = new ICAL.Event(vevents.find((v) => !v.hasProperty('recurrence-id'))!);
    for (const exception of vevents.filter((v) => v.hasProperty('recurrence-id'))) master.relateException(new ICAL.Event(exception));
    expect(master.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/Chicago');

    const seen: Array<[string, string]> = [];
    const iterator = master.iterator();
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = master.getOccurrenceDetails(next);
      seen.push([details.startDate.toJSDate().toISOString(), details.item.summary]);
    }
    expect(seen).toEqual([
      ['2026-03-01T16:00:00.000Z', 'Feed Worship'],
      ['2026-03-08T15:00:00.000Z', 'Feed Worship'],
      ['2026-03-22T14:00:00.000Z', 'Palm Sunday'],
      ['2026-03-29T15:00:00.000Z', 'Feed Worship'],
    ]);
  });

  it('failing-feed: a cancelled public event leaves the feed; the feed is refused while events are turned off', async () => {
    const id = await create({ title: 'Gone Concert', startsAt: '2026-05-01T19:00', endsAt: '2026-05-01T21:00' });
    await act('post', `/api/events/${id}/cancel`, {});
    expect((await feed()).getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('uid'))).not.toContain(id);
    const admin = await t.signIn('admin@demo.church');
    await t.http().put('/api/admin/features/eventManagement').set('Cookie', admin).send({ enabled: false });
    const off = await t.http().get('/api/calendar/public.ics');
    await t.http().put('/api/admin/features/eventManagement').set('Cookie', admin).send({ enabled: true });
    expect(off.status).toBe(403);
    expect(off.body.code).toBe('FEATURE_DISABLED');
  });
});
