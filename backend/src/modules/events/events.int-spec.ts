import {
  CONSISTENCY_HEADER,
  expandCalendarWindow,
  type BookableView,
  type CalendarWindowView,
  type EventOccurrenceView,
  type EventView,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('events, the calendar and room bookings over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let member: string;
  let auditor: string;
  let position = '0';

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'patch', path: string, body: object, status: number, cookie = staff) => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position) position = response.body.position;
    return response;
  };
  const addRoom = async (name: string, capacity: number) => (await send('post', '/api/rooms', { name, capacity }, 201)).body.id as string;
  const event = (body: object) => ({
    title: 'Sunday Worship',
    category: 'worship',
    startsAt: '2026-03-01T10:00',
    endsAt: '2026-03-01T11:30',
    visibility: 'public',
    ...body,
  });
  const occurrences = async (query: string, cookie = staff) => (await get(`/api/events?${query}`, cookie).expect(200)).body as EventOccurrenceView[];

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
    auditor = await t.signIn('auditor@demo.church');
  });
  afterAll(() => t.close());

  describe('successful-events', () => {
    it('schedules a weekly event in the church zone and lists its occurrences at 10:00 local across the spring change', async () => {
      const id = (await send('post', '/api/events', event({ recurrence: 'FREQ=WEEKLY;BYDAY=SU', title: 'Spring Worship' }), 201)).body.id as string;
      const found = (await occurrences('from=2026-03-01&to=2026-03-15')).filter((o) => o.eventId === id);
      expect(found.map((o) => [o.occurrence, o.startsAt])).toEqual([
        ['2026-03-01', '2026-03-01T16:00:00.000Z'],
        ['2026-03-08', '2026-03-08T15:00:00.000Z'],
        ['2026-03-15', '2026-03-15T15:00:00.000Z'],
      ]);
      expect(found[0]).toMatchObject({
        occurrenceStart: '2026-03-01T16:00:00.000Z',
        recurring: true,
        past: true,
        timeZone: 'America/Chicago',
        visibility: 'public',
      });
      const view = (await get(`/api/events/${id}`).expect(200)).body as EventView;
      expect(view).toMatchObject({
        title: 'Spring Worship',
        startsAt: '2026-03-01T10:00',
        recurrence: 'FREQ=WEEKLY;BYDAY=SU',
        status: 'scheduled',
        revision: 0,
      });
    });

    it('cancels one occurrence, changes another on its own, and splits the series for this and following (the room going with each part)', async () => {
      const library = await addRoom('Library', 12);
      const id = (
        await send(
          'post',
          '/api/events',
          event({
            recurrence: 'FREQ=WEEKLY;BYDAY=WE;COUNT=7',
            roomId: library,
            title: 'Bible Study',
            category: 'study',
            startsAt: '2026-04-01T19:00',
            endsAt: '2026-04-01T20:30',
          }),
          201,
        )
      ).body.id as string;
      await send('post', `/api/events/${id}/occurrences/2026-04-08/cancel`, {}, 200);
      await send(
        'patch',
        `/api/events/${id}/occurrences/2026-04-15`,
        { scope: 'this', title: 'Bible Study: guest speaker', startsAt: '2026-04-15T18:30' },
        200,
      );
      // Exceptions after the split go with the later part.
      await send('post', `/api/events/${id}/occurrences/2026-05-06/cancel`, {}, 200);
      await send('patch', `/api/events/${id}/occurrences/2026-05-13`, { scope: 'this', title: 'Bible Study: last week' }, 200);
      const split = (
        await send(
          'patch',
          `/api/events/${id}/occurrences/2026-04-29`,
          { scope: 'following', startsAt: '2026-04-29T19:30', endsAt: '2026-04-29T21:00', location: 'Room 101' },
          200,
        )
      ).body.id as string;
      expect(split).not.toBe(id);
      const found = (await occurrences('from=2026-04-01&to=2026-05-31&q=bible')).filter((o) => [id, split].includes(o.eventId));
      expect(found.map((o) => [o.eventId === id ? 'old' : 'new', o.occurrence, o.startsAt, o.title, o.location])).toEqual([
        ['old', '2026-04-01', '2026-04-02T00:00:00.000Z', 'Bible Study', ''],
        ['old', '2026-04-15', '2026-04-15T23:30:00.000Z', 'Bible Study: guest speaker', ''],
        ['old', '2026-04-22', '2026-04-23T00:00:00.000Z', 'Bible Study', ''],
        ['new', '2026-04-29', '2026-04-30T00:30:00.000Z', 'Bible Study', 'Room 101'],
        ['new', '2026-05-13', '2026-05-14T00:30:00.000Z', 'Bible Study: last week', 'Room 101'],
      ]);
      expect(found[1]).toMatchObject({ changed: true, endsAt: '2026-04-16T01:00:00.000Z' });
      expect((await get(`/api/events/${split}`).expect(200)).body).toMatchObject({
        continues: id,
        recurrence: 'FREQ=WEEKLY;BYDAY=WE;COUNT=3',
        cancelledOccurrences: ['2026-05-06'],
        changedOccurrences: ['2026-05-13'],
      });
      expect((await get(`/api/events/${id}`).expect(200)).body).toMatchObject({
        recurrence: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20260428',
        room: { id: library, name: 'Library' },
      });
      expect(found[3].room).toEqual({ id: library, name: 'Library' });
      expect(((await get('/api/rooms').expect(200)).body as BookableView[]).find((r) => r.id === library)?.bookings).toBe(2);
    });

    it("gives the calendar's window (GET /api/events/calendar) as the list gives it, each event's shared fields once", async () => {
      const id = (
        await send(
          'post',
          '/api/events',
          event({ recurrence: 'FREQ=WEEKLY;BYDAY=TU;COUNT=6', title: 'Choir Rehearsal', startsAt: '2026-06-02T19:00', endsAt: '2026-06-02T21:00' }),
          201,
        )
      ).body.id as string;
      await send('patch', `/api/events/${id}/occurrences/2026-06-16`, { scope: 'this', title: 'Choir: joint rehearsal', location: 'Sanctuary' }, 200);
      for (const [query, cookie] of [
        ['from=2026-06-01&to=2026-06-30', staff],
        ['from=2026-06-01&to=2026-06-30', member],
        ['from=2026-06-01&to=2026-06-30&q=joint', staff],
        ['from=2026-03-01&to=2026-05-31&q=bible', staff],
      ] as const) {
        const window = (await get(`/api/events/calendar?${query}`, cookie).expect(200)).body as CalendarWindowView;
        expect(expandCalendarWindow(window)).toEqual(await occurrences(query, cookie));
        expect(new Set(window.events.map((e) => e.eventId)).size).toBe(window.events.length);
      }
      const june = (await get('/api/events/calendar?from=2026-06-01&to=2026-06-30').expect(200)).body as CalendarWindowView;
      const choir = june.occurrences.filter((o) => june.events[o.event]!.eventId === id);
      expect(choir.map((o) => [o.occurrence, o.changes?.title ?? null])).toEqual([
        ['2026-06-02', null],
        ['2026-06-09', null],
        ['2026-06-16', 'Choir: joint rehearsal'],
        ['2026-06-23', null],
        ['2026-06-30', null],
      ]);
      expect((await get('/api/events/calendar?from=2026-06-30&to=2026-06-01').expect(400)).body.code).toBe('VALIDATION_ERROR');
    });

    it('shows members public and members events, and staff events only to those who read them', async () => {
      const staffOnly = (
        await send(
          'post',
          '/api/events',
          event({ title: 'Staff Planning', category: 'meeting', visibility: 'staff', startsAt: '2026-06-02T09:00', endsAt: '2026-06-02T10:00' }),
          201,
        )
      ).body.id as string;
      await send(
        'post',
        '/api/events',
        event({ title: 'Church Picnic', category: 'fellowship', visibility: 'members', startsAt: '2026-06-06', endsAt: '2026-06-06', allDay: true }),
        201,
      );
      // Only this test's events (the weekly services of others run through June too).
      const mine = (list: EventOccurrenceView[]) => list.filter((o) => ['Staff Planning', 'Church Picnic'].includes(o.title));
      const asMember = mine(await occurrences('from=2026-06-01&to=2026-06-07', member));
      expect(asMember.map((o) => o.title)).toEqual(['Church Picnic']);
      expect(asMember[0]).toMatchObject({ allDay: true, startsAt: '2026-06-06T05:00:00.000Z', endsAt: '2026-06-07T05:00:00.000Z' });
      expect(mine(await occurrences('from=2026-06-01&to=2026-06-07', auditor)).map((o) => o.title)).toEqual(['Staff Planning', 'Church Picnic']);
      await get(`/api/events/${staffOnly}`, member).expect(404);
      expect((await occurrences('from=2026-06-01&to=2026-06-07&category=fellowship')).map((o) => o.title)).toEqual(['Church Picnic']);
    });

    it('books a room, lists the free rooms around it, and frees it when the event is cancelled', async () => {
      const hall = await addRoom('Fellowship Hall', 120);
      const spare = await addRoom('Room 205', 20);
      const id = (
        await send(
          'post',
          '/api/events',
          event({ title: 'Potluck', roomId: hall, startsAt: '2026-07-12T12:00', endsAt: '2026-07-12T14:00', teardownMinutes: 60 }),
          201,
        )
      ).body.id as string;
      const free = async (from: string, to: string) =>
        ((await get(`/api/rooms/free?from=${from}&to=${to}`).expect(200)).body as BookableView[]).map((r) => r.id);
      expect(await free('2026-07-12T14:30', '2026-07-12T15:30')).toEqual(expect.not.arrayContaining([hall]));
      expect(await free('2026-07-12T14:30', '2026-07-12T15:30')).toEqual(expect.arrayContaining([spare]));
      expect(await free('2026-07-12T15:00', '2026-07-12T16:00')).toEqual(expect.arrayContaining([hall, spare]));
      expect(((await get('/api/rooms').expect(200)).body as BookableView[]).find((r) => r.id === hall)).toEqual({
        id: hall,
        kind: 'room',
        name: 'Fellowship Hall',
        capacity: 120,
        bookings: 1,
      });
      await send('post', `/api/events/${id}/cancel`, {}, 200);
      expect(await free('2026-07-12T14:30', '2026-07-12T15:30')).toEqual(expect.arrayContaining([hall]));
      await get(`/api/events/${id}`).expect(200);
    });

    it("shows the demo church's calendar: its rooms, and a potluck on the second Sunday at noon, local time", async () => {
      expect(((await get('/api/rooms').expect(200)).body as BookableView[]).map((r) => [r.name, r.capacity])).toEqual(
        expect.arrayContaining([
          ['Sanctuary', 300],
          ['Fellowship Hall', 120],
          ['Room 101', 20],
          ['Youth Room', 40],
        ]),
      );
      expect(((await get('/api/resources').expect(200)).body as BookableView[]).map((r) => r.name)).toEqual(['Church van', 'Projector']);
      const potlucks = (await occurrences('from=2027-01-01&to=2027-03-31&q=potluck')).map((o) => [o.occurrence, o.startsAt, o.room?.name]);
      expect(potlucks).toEqual([
        ['2027-01-10', '2027-01-10T18:00:00.000Z', 'Fellowship Hall'],
        ['2027-02-14', '2027-02-14T18:00:00.000Z', 'Fellowship Hall'],
        ['2027-03-14', '2027-03-14T17:00:00.000Z', 'Fellowship Hall'],
      ]);
      const week = (await occurrences('from=2027-01-04&to=2027-01-08', member)).map((o) => o.title);
      expect(week).toEqual(expect.arrayContaining(['Wednesday Bible Study', 'Youth Night']));
      expect(week).not.toContain('Staff Meeting');
      expect((await occurrences('from=2027-01-04&to=2027-01-08', staff)).map((o) => o.title)).toContain('Staff Meeting');
    });
  });

  describe('failing-events', () => {
    it('refuses times it cannot read, an end before the start, and a rule it cannot keep', async () => {
      const bad = await send('post', '/api/events', event({ endsAt: '2026-03-01T09:00', recurrence: 'FREQ=HOURLY' }), 400);
      expect(bad.body.details.fields).toEqual(
        expect.arrayContaining([
          { field: 'endsAt', message: 'The end date must come after the start date.' },
          { field: 'recurrence', message: 'Please choose one of the options offered.' },
        ]),
      );
      await send('post', '/api/events', event({ startsAt: '2026-02-30T10:00' }), 400);
      await send('post', '/api/events', event({ category: 'Not A Slug' }), 400);
    });

    it('refuses members and auditors writing events or rooms, and members the rooms', async () => {
      await send('post', '/api/events', event({}), 403, member);
      await send('post', '/api/rooms', { name: 'Chapel', capacity: 50 }, 403, auditor);
      await get('/api/rooms', member).expect(403);
    });

    it('refuses a date that is no occurrence, a series field changed for one occurrence, a stale If-Match, and changes to a cancelled event', async () => {
      const id = (
        await send(
          'post',
          '/api/events',
          event({ recurrence: 'FREQ=WEEKLY;BYDAY=SU', title: 'Evening Prayer', startsAt: '2026-08-02T18:00', endsAt: '2026-08-02T19:00' }),
          201,
        )
      ).body.id as string;
      await send('post', `/api/events/${id}/occurrences/2026-08-03/cancel`, {}, 404);
      await send('patch', `/api/events/${id}/occurrences/2026-08-09`, { scope: 'this', category: 'music' }, 400);
      const read = await get(`/api/events/${id}`).expect(200);
      expect(read.headers.etag).toBe('"0"');
      const stale = await t.http().patch(`/api/events/${id}`).set('Cookie', staff).set('If-Match', '"5"').send({ title: 'Late' });
      expect([stale.status, stale.body.code]).toEqual([409, 'CONCURRENCY_CONFLICT']);
      await send('post', `/api/events/${id}/cancel`, {}, 200);
      await send('patch', `/api/events/${id}`, { title: 'Back again' }, 404);
    });
  });

  describe('successful-conflicts', () => {
    it('books the same room at other times, and lets an event move within its own booking', async () => {
      const room = await addRoom('Room 101', 20);
      const weekly = (
        await send(
          'post',
          '/api/events',
          event({
            title: 'Choir',
            category: 'music',
            roomId: room,
            // As a person might type it: kept as iCal writes it.
            recurrence: 'RRULE:freq=weekly; byday=TH',
            startsAt: '2026-03-05T19:00',
            endsAt: '2026-03-05T21:00',
          }),
          201,
        )
      ).body.id as string;
      await send(
        'post',
        '/api/events',
        event({ title: 'Elders', category: 'meeting', roomId: room, startsAt: '2026-03-05T21:00', endsAt: '2026-03-05T22:00' }),
        201,
      );
      await send('patch', `/api/events/${weekly}`, { startsAt: '2026-03-05T18:30', endsAt: '2026-03-05T20:30' }, 200);
      expect((await get(`/api/events/${weekly}`).expect(200)).body).toMatchObject({ recurrence: 'FREQ=WEEKLY;BYDAY=TH', startsAt: '2026-03-05T18:30' });
      // Cancelling one Thursday frees that evening alone.
      await send('post', `/api/events/${weekly}/occurrences/2026-04-02/cancel`, {}, 200);
      await send('post', '/api/events', event({ title: 'Wedding rehearsal', roomId: room, startsAt: '2026-04-02T19:00', endsAt: '2026-04-02T20:00' }), 201);
    });
  });

  describe('failing-conflicts', () => {
    it('refuses a booking that clashes with an occurrence years ahead, naming the event and its time', async () => {
      const sanctuary = await addRoom('Sanctuary', 300);
      const worship = (await send('post', '/api/events', event({ roomId: sanctuary, recurrence: 'FREQ=WEEKLY;BYDAY=SU', setupMinutes: 30 }), 201)).body
        .id as string;
      const refused = await send(
        'post',
        '/api/events',
        event({ title: 'Wedding', roomId: sanctuary, startsAt: '2031-06-15T09:00', endsAt: '2031-06-15T09:45' }),
        409,
      );
      expect(refused.body).toEqual({
        code: 'EVENT_CONFLICT',
        message: 'This event conflicts with another scheduled activity.',
        details: {
          fields: [],
          room: { id: sanctuary, name: 'Sanctuary' },
          event: { id: worship, title: 'Sunday Worship', startsAt: '2031-06-15T15:00:00.000Z', endsAt: '2031-06-15T16:30:00.000Z' },
        },
      });
      // A change that would clash leaves the event and its booking as they were.
      const wedding = (
        await send('post', '/api/events', event({ title: 'Wedding', roomId: sanctuary, startsAt: '2031-06-15T13:00', endsAt: '2031-06-15T14:00' }), 201)
      ).body.id as string;
      await send('patch', `/api/events/${wedding}`, { startsAt: '2031-06-15T11:00' }, 409);
      expect((await get(`/api/events/${wedding}`).expect(200)).body).toMatchObject({ startsAt: '2031-06-15T13:00', revision: 0 });
    });

    it('refuses a resource booked twice at once, and a room that is no room', async () => {
      const van = (await send('post', '/api/resources', { name: 'Church van' }, 201)).body.id as string;
      await send(
        'post',
        '/api/events',
        event({ title: 'Outreach', category: 'outreach', resourceIds: [van], startsAt: '2026-09-05T09:00', endsAt: '2026-09-05T12:00' }),
        201,
      );
      const refused = await send(
        'post',
        '/api/events',
        event({ title: 'Youth trip', category: 'youth', resourceIds: [van], startsAt: '2026-09-05T11:00', endsAt: '2026-09-05T18:00' }),
        409,
      );
      expect(refused.body.details).toMatchObject({ resource: { id: van, name: 'Church van' }, event: { title: 'Outreach' } });
      const wrongKind = await send('post', '/api/events', event({ roomId: van, startsAt: '2026-09-06T09:00', endsAt: '2026-09-06T10:00' }), 400);
      expect(wrongKind.body.details.fields).toEqual([{ field: 'roomId', message: 'Please choose one of the options offered.' }]);
    });

    it('lets exactly one of simultaneous bookings of the same room and time succeed: the others get EVENT_CONFLICT', async () => {
      const youth = await addRoom('Youth Room', 40);
      const attempt = (title: string) =>
        t
          .http()
          .post('/api/events')
          .set('Cookie', staff)
          .send(event({ title, category: 'youth', roomId: youth, startsAt: '2026-10-02T19:00', endsAt: '2026-10-02T21:00' }));
      const answers = await Promise.all([attempt('Youth Night'), attempt('Youth Lock-in'), attempt('Youth Movie')]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.code)).toEqual(['EVENT_CONFLICT', 'EVENT_CONFLICT']);
      position = answers.find((a) => a.status === 201)!.body.position;
      expect(((await get('/api/rooms').expect(200)).body as BookableView[]).find((r) => r.id === youth)?.bookings).toBe(1);
    });
  });
});
