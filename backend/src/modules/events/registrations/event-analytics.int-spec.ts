import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { CONSISTENCY_HEADER, type EventAnalyticsView, type MemberPage } from '@koinonia/contracts';
import { bySystem } from '../../../platform/commands/command-actor.type';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { RegisterForEventCommand } from '../commands/register-for-event/register-for-event.command';

describe('event analytics over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let people: string[];
  let position = '0';

  const create = async (body: object) =>
    (
      await t
        .http()
        .post('/api/events')
        .set('Cookie', staff)
        .send({ registration: 'open', ...body })
        .expect(201)
    ).body.id as string;
  /** Registered a week before the occurrence, as the office would have then. */
  const register = async (eventId: string, memberId: string, occurrence: string) => {
    const done = await t.app
      .get(CommandBus)
      .execute(new RegisterForEventCommand(eventId, randomUUID(), memberId, occurrence, 1, bySystem(), new Date('2025-10-01T12:00:00Z')));
    position = (done.position ?? 0n).toString();
  };
  const checkIn = async (eventId: string, memberId: string, occurrence: string) => {
    position = (await t.http().post(`/api/events/${eventId}/check-ins`).set('Cookie', staff).send({ memberId, occurrence }).expect(201)).body
      .position as string;
  };

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    people = ((await t.http().get('/api/members?pageSize=10').set('Cookie', staff).expect(200)).body as MemberPage).items.map((m) => m.id);
  });
  afterAll(() => t.close());

  it('successful-analytics: counts registrations against capacity, check-ins per week and category, and no-shows from a known month', async () => {
    const lunch = await create({ title: 'Harvest Lunch', category: 'fellowship', capacity: 2, startsAt: '2025-10-08T12:00', endsAt: '2025-10-08T13:30' });
    const study = await create({
      title: 'Autumn Study',
      category: 'study',
      recurrence: 'FREQ=WEEKLY;BYDAY=WE;COUNT=2',
      startsAt: '2025-10-15T19:00',
      endsAt: '2025-10-15T20:00',
    });
    for (const person of people.slice(0, 3)) await register(lunch, person, '2025-10-08');
    await register(study, people[0], '2025-10-15');
    await register(study, people[1], '2025-10-22');
    await checkIn(lunch, people[0], '2025-10-08');
    await checkIn(lunch, people[3], '2025-10-08');
    await checkIn(study, people[0], '2025-10-15');

    const view = (await t.http().get('/api/event-analytics?from=2025-10-01&to=2025-10-31').set('Cookie', staff).set(CONSISTENCY_HEADER, position).expect(200))
      .body as EventAnalyticsView;
    expect(
      view.occurrences.map(({ title, occurrence, capacity, registered, waitlisted, checkedIn, noShows }) => [
        title,
        occurrence,
        capacity,
        registered,
        waitlisted,
        checkedIn,
        noShows,
      ]),
    ).toEqual([
      ['Harvest Lunch', '2025-10-08', 2, 2, 1, 2, 1],
      ['Autumn Study', '2025-10-15', null, 1, 0, 1, 0],
      ['Autumn Study', '2025-10-22', null, 1, 0, 0, 1],
    ]);
    expect(view.attendanceByWeek).toEqual([
      { week: '2025-10-06', checkedIn: 2, registered: 2 },
      { week: '2025-10-13', checkedIn: 1, registered: 1 },
      { week: '2025-10-20', checkedIn: 0, registered: 1 },
    ]);
    expect(view.byCategory).toEqual([
      { category: 'fellowship', occurrences: 1, registered: 2, checkedIn: 2 },
      { category: 'study', occurrences: 2, registered: 2, checkedIn: 1 },
    ]);
    expect(view.totals).toEqual({ registered: 4, waitlisted: 1, checkedIn: 3, noShows: 2 });
  });

  it('successful-analytics: the demo church has registrations, a full retreat with a wait list, and Youth Nights with check-ins and no-shows', async () => {
    const recent = (await t.http().get('/api/event-analytics').set('Cookie', staff).expect(200)).body as EventAnalyticsView;
    const youth = recent.occurrences.filter((o) => o.title === 'Youth Night');
    expect(youth).toHaveLength(3);
    expect(youth.every((o) => o.checkedIn > 0 && o.registered > 0)).toBe(true);
    expect(recent.totals.noShows).toBeGreaterThan(0);
    const ahead = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const coming = (await t.http().get(`/api/event-analytics?to=${ahead}`).set('Cookie', staff).expect(200)).body as EventAnalyticsView;
    expect(coming.occurrences.find((o) => o.title === 'Marriage Retreat')).toMatchObject({ capacity: 6, registered: 6, waitlisted: 2 });
  });

  it('failing-analytics: refuses members and a window that ends before it starts or spans more than a year', async () => {
    const member = await t.signIn('member@demo.church');
    await t.http().get('/api/event-analytics').set('Cookie', member).expect(403);
    await t.http().get('/api/event-analytics?from=2025-10-31&to=2025-10-01').set('Cookie', staff).expect(400);
    await t.http().get('/api/event-analytics?from=2023-01-01&to=2025-10-01').set('Cookie', staff).expect(400);
  });
});
