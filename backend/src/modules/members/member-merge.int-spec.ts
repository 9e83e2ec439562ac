import {
  CONSISTENCY_HEADER,
  type DuplicatePairPage,
  type GatheringAttendanceView,
  type GroupMeetingView,
  type GroupRoster,
  type MemberAttendanceEntry,
  type MemberHistoryEntry,
  type MemberPage,
  type MemberView,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

/** What a merge chooses between, as the profile shows it: an unmerge must give these back unchanged. */
const FIELDS = [
  'fullName',
  'email',
  'phone',
  'address',
  'ministry',
  'role',
  'birthDate',
  'joinedAt',
  'membershipStep',
  'baptismDate',
  'photo',
  'status',
  'privacy',
] as const;
const fieldsOf = (view: MemberView) => Object.fromEntries(FIELDS.map((field) => [field, view[field]]));

describe('merging duplicate people over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let pastor: string;
  let member: string;
  let position = '0';

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const post = async (path: string, body: object, status: number, cookie = staff) => {
    const response = await t.http().post(path).set('Cookie', cookie).send(body).expect(status);
    if (response.body.position && response.body.position !== '0') position = response.body.position;
    return response.body;
  };
  const view = async (id: string) => (await get(`/api/members/${id}`).expect(200)).body as MemberView;
  const register = async (body: object) =>
    (await post('/api/members', { email: '', address: '', ministry: 'Care', role: 'member', ...body }, 201)).id as string;
  const attendanceOf = async (id: string) => ((await get(`/api/members/${id}/attendance`).expect(200)).body as MemberAttendanceEntry[]).map((e) => e.date);
  const directory = async (search: string) =>
    ((await get(`/api/members?search=${encodeURIComponent(search)}`).expect(200)).body as MemberPage).items.map((m) => m.id);

  beforeAll(async () => {
    t = await startTestApp();
    [staff, pastor, member] = await Promise.all(['staff', 'pastor', 'member'].map((role) => t.signIn(`${role}@demo.church`)));
  });
  afterAll(() => t.close());

  describe('successful-merge', () => {
    let survivor: string;
    let merged: string;
    let gathering: string;
    let survivorBefore: MemberView;
    let mergedBefore: MemberView;

    beforeAll(async () => {
      survivor = await register({
        fullName: 'Bartholomew Quayle',
        email: 'bart@quayle.example',
        phone: '(217) 555-0170',
        address: '3 Mill Lane',
        joinedOn: '2012-05-06',
      });
      merged = await register({ fullName: 'Bartholomew Quail', phone: '(217) 555-0171', birthDate: '1971-02-03', baptismDate: '1990-08-12' });
      gathering = (await post('/api/gatherings', { name: 'Quayle Vespers', kind: 'service', startsAt: '2026-11-01T18:00:00Z', repeat: 'weekly' }, 201)).id;
      await post(`/api/gatherings/${gathering}/attendance`, { memberIds: [merged], occurrence: '2026-11-08' }, 201);
      await post(`/api/gatherings/${gathering}/attendance`, { memberIds: [survivor], occurrence: '2026-11-15' }, 201);
      survivorBefore = await view(survivor);
      mergedBefore = await view(merged);
    });

    it('the pair is on the possible-duplicates list before the merge', async () => {
      const pairs = (await get('/api/members/duplicates?pageSize=100').expect(200)).body as DuplicatePairPage;
      expect(pairs.items.some((pair) => [pair.first.id, pair.second.id].sort().join() === [survivor, merged].sort().join())).toBe(true);
    });

    it('merges with the chosen fields: the survivor shows them, the merged record says where it went and leaves the directory', async () => {
      const answer = await post(
        `/api/members/${survivor}/merge`,
        { mergedId: merged, fields: { fullName: 'merged', birthDate: 'merged', phone: 'survivor' } },
        200,
      );
      expect(answer.id).toBe(survivor);

      const after = await view(survivor);
      expect(after).toMatchObject({
        fullName: 'Bartholomew Quail',
        birthDate: '1971-02-03',
        phone: survivorBefore.phone,
        email: 'bart@quayle.example',
        joinedAt: '2012-05-06',
      });
      expect(after.baptismDate).toBe('');
      expect(after.mergedFrom).toEqual([{ id: merged, fullName: 'Bartholomew Quail', mergedAt: expect.any(String) }]);
      expect((await view(merged)).mergedInto).toEqual({ id: survivor, fullName: 'Bartholomew Quail', mergedAt: expect.any(String) });

      expect(await directory('Bartholomew')).toEqual([survivor]);
      expect(await directory('555-0171')).toEqual([]);
      const pairs = (await get('/api/members/duplicates?pageSize=100').expect(200)).body as DuplicatePairPage;
      expect(pairs.items.some((pair) => [pair.first.id, pair.second.id].includes(merged))).toBe(false);
    });

    it('the merged record’s attendance and history follow it to the survivor', async () => {
      expect(await attendanceOf(survivor)).toEqual(['2026-11-15', '2026-11-08']);
      expect(await attendanceOf(merged)).toEqual([]);
      const register = (await get(`/api/gatherings/${gathering}/attendance?occurrence=2026-11-08`).expect(200)).body as GatheringAttendanceView;
      expect(register.attendees.map((a) => [a.memberId, a.fullName])).toEqual([[survivor, 'Bartholomew Quail']]);

      const history = (await get(`/api/members/${survivor}/history`).expect(200)).body as MemberHistoryEntry[];
      expect(history[0]).toMatchObject({
        type: 'merged',
        otherRecord: { id: merged, fullName: 'Bartholomew Quail' },
        changes: expect.arrayContaining([{ field: 'fullName', from: 'Bartholomew Quayle', to: 'Bartholomew Quail' }]),
      });
      expect(history.filter((entry) => entry.fromRecord?.id === merged).map((entry) => entry.type)).toEqual(['merged-into', 'registered']);
    });

    it('a retried merge with the same input changes nothing', async () => {
      const before = await view(survivor);
      const again = await post(`/api/members/${survivor}/merge`, { mergedId: merged, fields: { fullName: 'merged', birthDate: 'merged' } }, 200);
      expect(again.revision).toBe(before.revision);
      expect(await view(survivor)).toEqual(before);
    });

    it('successful-unmerge: both records come back exactly as they were, with their attendance', async () => {
      await post(`/api/members/${survivor}/unmerge`, { mergedId: merged }, 200);
      const survivorAfter = await view(survivor);
      const mergedAfter = await view(merged);
      expect(fieldsOf(survivorAfter)).toEqual(fieldsOf(survivorBefore));
      expect(fieldsOf(mergedAfter)).toEqual(fieldsOf(mergedBefore));
      expect(survivorAfter.mergedFrom).toBeUndefined();
      expect(mergedAfter.mergedInto).toBeUndefined();
      expect(await attendanceOf(survivor)).toEqual(['2026-11-15']);
      expect(await attendanceOf(merged)).toEqual(['2026-11-08']);
      expect((await directory('Bartholomew')).sort()).toEqual([survivor, merged].sort());
      const history = (await get(`/api/members/${merged}/history`).expect(200)).body as MemberHistoryEntry[];
      expect(history.map((entry) => entry.type)).toEqual(['unmerged-from', 'merged-into', 'registered']);
    });
  });

  it("successful-groups: a person's join request and meeting attendance show under the survivor while merged, and under them again after", async () => {
    const ruth = (await get('/api/members/me', member).expect(200)).body.id as string;
    const daniel = (await get('/api/members/me', pastor).expect(200)).body.id as string;
    const group = (
      await post(
        '/api/groups',
        {
          name: 'Quayle Psalms',
          description: 'Reading the psalms.',
          leaderIds: [daniel],
          meetingDay: 'monday',
          meetingTime: '19:00',
          place: 'Hall',
          openness: 'open',
          ministry: 'Adults',
          tags: [],
        },
        201,
      )
    ).id as string;
    await post(`/api/groups/${group}/join-requests`, {}, 201, member);
    await post(`/api/groups/${group}/join-requests/${ruth}/approve`, {}, 200, pastor);
    await post(`/api/groups/${group}/meetings`, { date: '2026-11-16', attendeeIds: [ruth] }, 201, pastor);
    const survivor = await register({ fullName: 'Ruth A. Anderson' });

    await post(`/api/members/${survivor}/merge`, { mergedId: ruth, fields: {} }, 200);
    const roster = (await get(`/api/groups/${group}/roster`).expect(200)).body as GroupRoster;
    expect(roster.members.map((m) => [m.memberId, m.fullName])).toEqual([[survivor, 'Ruth A. Anderson']]);
    const meetings = (await get(`/api/groups/${group}/meetings`).expect(200)).body as GroupMeetingView[];
    expect(meetings[0].attendees).toEqual([{ memberId: survivor, fullName: 'Ruth A. Anderson' }]);

    await post(`/api/members/${survivor}/unmerge`, { mergedId: ruth }, 200);
    const rosterAfter = (await get(`/api/groups/${group}/roster`).expect(200)).body as GroupRoster;
    expect(rosterAfter.members.map((m) => m.memberId)).toEqual([ruth]);
    const meetingsAfter = (await get(`/api/groups/${group}/meetings`).expect(200)).body as GroupMeetingView[];
    expect(meetingsAfter[0].attendees.map((a) => a.memberId)).toEqual([ruth]);
  });

  it('failing-merge: a record into itself, a record already merged, an unmerge of what is not merged, a member asking, an unknown record, a wrong choice', async () => {
    const a = await register({ fullName: 'Zenas Lawyer' });
    const b = await register({ fullName: 'Zenas Lawier' });
    const c = await register({ fullName: 'Zenas Layer' });
    expect((await post(`/api/members/${a}/merge`, { mergedId: a }, 422)).code).toBe('MEMBER_MERGE_SAME_RECORD');
    expect((await post(`/api/members/${a}/unmerge`, { mergedId: b }, 409)).code).toBe('MEMBER_NOT_MERGED');
    await post(`/api/members/${a}/merge`, { mergedId: b }, 200);
    expect((await post(`/api/members/${c}/merge`, { mergedId: b }, 409)).code).toBe('MEMBER_ALREADY_MERGED');
    expect((await post(`/api/members/${b}/merge`, { mergedId: c }, 409)).code).toBe('MEMBER_ALREADY_MERGED');
    expect((await post(`/api/members/${c}/unmerge`, { mergedId: b }, 409)).code).toBe('MEMBER_NOT_MERGED');
    expect((await post(`/api/members/${c}/merge`, { mergedId: a }, 403, member)).code).toBe('AUTHORIZATION');
    expect((await post(`/api/members/${c}/merge`, { mergedId: '00000000-0000-4000-8000-000000000077' }, 404)).code).toBe('MEMBER_NOT_FOUND');
    expect((await post(`/api/members/${c}/merge`, { mergedId: a, fields: { email: 'both' } }, 400)).code).toBe('VALIDATION_ERROR');
    // Nothing refused left a trace: c stands alone and a still holds only b.
    expect((await view(c)).mergedFrom).toBeUndefined();
    expect((await view(a)).mergedFrom?.map((link) => link.id)).toEqual([b]);
  });
});
