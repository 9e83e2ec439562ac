import { CONSISTENCY_HEADER, type GatheringAttendanceView, type GatheringView, type MemberAttendanceEntry, type MemberPage } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('gatherings and their registers over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let member: string;
  let auditor: string;
  let memberId: string;
  let people: string[];
  let position = '0';

  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const post = async (path: string, body: object, cookie = staff, status = 201) => {
    const response = await t.http().post(path).set('Cookie', cookie).send(body).expect(status);
    if (response.body.position) position = response.body.position;
    return response;
  };
  const schedule = async (body: object = {}) =>
    (await post('/api/gatherings', { name: 'Sunday Worship', kind: 'service', startsAt: '2026-11-01T10:00:00-06:00', repeat: 'weekly', ...body })).body
      .id as string;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await t.signIn('staff@demo.church');
    member = await t.signIn('member@demo.church');
    auditor = await t.signIn('auditor@demo.church');
    memberId = (await get('/api/members/me', member).expect(200)).body.id;
    people = ((await get('/api/members?pageSize=5', staff).expect(200)).body as MemberPage).items.map((m) => m.id);
  });
  afterAll(() => t.close());

  describe('successful-gatherings', () => {
    it('schedules a gathering and records attendance idempotently: someone recorded twice counts once', async () => {
      const id = await schedule();
      const first = await post(`/api/gatherings/${id}/attendance`, { memberIds: [people[0], people[1]], occurrence: '2026-11-22' });
      expect(first.body).toEqual({ id, revision: 1, position: expect.any(String) });
      const again = await post(`/api/gatherings/${id}/attendance`, { memberIds: [people[1], people[2], people[2]], occurrence: '2026-11-22' });
      expect(again.body.revision).toBe(2);
      await post(`/api/gatherings/${id}/attendance`, { memberIds: [people[0]], occurrence: '2026-11-22' });

      const register = (await get(`/api/gatherings/${id}/attendance?occurrence=2026-11-22`, staff).expect(200)).body as GatheringAttendanceView;
      expect(register.attendees.map((a) => a.memberId).sort()).toEqual([people[0], people[1], people[2]].sort());
      expect(register.occurrence).toMatchObject({ date: '2026-11-22', present: 3, recordedBy: expect.any(String), recordedAt: expect.any(String) });
      expect(register.attendees[0]).toMatchObject({ fullName: expect.any(String), recordedBy: expect.any(String) });
      expect(register.previous).toBe('2026-11-15');

      const gathering = (await get(`/api/gatherings/${id}`, staff).expect(200)).body as GatheringView;
      expect(gathering.occurrences.find((o) => o.date === '2026-11-22')).toMatchObject({ present: 3, headcount: 0 });
      expect(gathering.occurrences[0].date).toBe('2026-11-01');
    });

    it('keeps a headcount beside the names, and shows a person their own history', async () => {
      const id = await schedule({
        name: 'Midweek Prayer',
        kind: 'meeting',
        startsAt: '2026-11-04T19:00:00-06:00',
        repeat: 'rrule',
        rrule: 'FREQ=WEEKLY;BYDAY=WE',
      });
      await post(`/api/gatherings/${id}/headcount`, { count: 9, occurrence: '2026-11-18' });
      await post(`/api/gatherings/${id}/attendance`, { memberIds: [memberId], occurrence: '2026-11-18' });
      const register = (await get(`/api/gatherings/${id}/attendance?occurrence=2026-11-18`, staff).expect(200)).body as GatheringAttendanceView;
      expect(register.occurrence).toMatchObject({ present: 1, headcount: 9 });

      const own = (await get(`/api/members/${memberId}/attendance`, member).expect(200)).body as MemberAttendanceEntry[];
      expect(own).toContainEqual(expect.objectContaining({ gatheringId: id, gatheringName: 'Midweek Prayer', kind: 'meeting', date: '2026-11-18' }));
      const asAuditor = (await get(`/api/members/${memberId}/attendance`, auditor).expect(200)).body as MemberAttendanceEntry[];
      expect(asAuditor).toEqual(own);
    });
  });

  describe('failing-gatherings', () => {
    it("refuses members another person's attendance, and auditors and members recording any", async () => {
      // Someone the member can see in the directory (a hidden person answers not found, as their profile does).
      const listed = ((await get('/api/members?pageSize=5', member).expect(200)).body as MemberPage).items.map((m) => m.id);
      const someoneElse = listed.find((id) => id !== memberId);
      await get(`/api/members/${someoneElse}/attendance`, member).expect(403);
      const id = await schedule();
      await post(`/api/gatherings/${id}/attendance`, { memberIds: [memberId] }, auditor, 403);
      await post(`/api/gatherings/${id}/attendance`, { memberIds: [memberId] }, member, 403);
      await post('/api/gatherings', { name: 'Mine', kind: 'service', startsAt: '2026-11-01T10:00:00Z' }, member, 403);
    });

    it('refuses an unknown person, a date the gathering does not meet on, an unknown gathering and a broken rule, and records nothing', async () => {
      const id = await schedule();
      const unknown = await post(`/api/gatherings/${id}/attendance`, { memberIds: ['00000000-0000-4000-8000-000000000099'] }, staff, 404);
      expect(unknown.body.code).toBe('MEMBER_NOT_FOUND');
      const wrongDay = await post(`/api/gatherings/${id}/attendance`, { memberIds: [people[0]], occurrence: '2026-11-17' }, staff, 400);
      expect(wrongDay.body.details.fields).toEqual([expect.objectContaining({ field: 'occurrence' })]);
      await post('/api/gatherings/00000000-0000-4000-8000-000000000098/attendance', { memberIds: [people[0]] }, staff, 404);
      const rule = await post(
        '/api/gatherings',
        { name: 'Odd', kind: 'meeting', startsAt: '2026-11-01T10:00:00Z', repeat: 'rrule', rrule: 'FREQ=NEVER' },
        staff,
        400,
      );
      expect(rule.body.details.fields).toEqual([expect.objectContaining({ field: 'rrule' })]);
      await post(`/api/gatherings/${id}/attendance`, { memberIds: [] }, staff, 400);
      const gathering = (await get(`/api/gatherings/${id}`, staff).expect(200)).body as GatheringView;
      expect(gathering.occurrences.every((o) => o.present === 0)).toBe(true);
    });
  });
});
