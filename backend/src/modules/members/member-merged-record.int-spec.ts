import { CONSISTENCY_HEADER, type GatheringAttendanceView, type MemberAttendanceEntry, type MemberView } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

/** A record merged into another: what it refuses, what follows it to the survivor, and all of it undone by an unmerge. */
describe('a merged record over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let pastor: string;
  let position = '0';

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'put' | 'patch', path: string, body: object, status: number, cookie = staff) => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body).expect(status);
    if (response.body.position && response.body.position !== '0') position = response.body.position;
    return response.body;
  };
  const post = (path: string, body: object, status: number, cookie = staff) => send('post', path, body, status, cookie);
  const view = async (id: string) => (await get(`/api/members/${id}`).expect(200)).body as MemberView;
  const register = async (fullName: string) =>
    (await post('/api/members', { fullName, email: '', address: '', ministry: 'Care', role: 'member' }, 201)).id as string;
  const mergedPair = async (name: string) => {
    const survivor = await register(`${name} Survivor`);
    const merged = await register(`${name} Merged`);
    await post(`/api/members/${survivor}/merge`, { mergedId: merged, fields: {} }, 200);
    return { survivor, merged };
  };

  beforeAll(async () => {
    t = await startTestApp();
    [staff, pastor] = await Promise.all(['staff', 'pastor'].map((role) => t.signIn(`${role}@demo.church`)));
  });
  afterAll(() => t.close());

  it('failing-merged-record: details, privacy, photo, archiving, restoring, a household and a group are refused with the survivor named, and nothing changes', async () => {
    const { survivor, merged } = await mergedPair('Ichabod');
    const before = await view(merged);
    const refused = (body: { code: string; details?: { survivorId?: string } }) => {
      expect(body.code).toBe('MEMBER_ALREADY_MERGED');
      expect(body.details?.survivorId).toBe(survivor);
    };
    refused(await send('patch', `/api/members/${merged}`, { fullName: 'Ichabod Renamed' }, 409));
    refused(await send('put', `/api/members/${merged}/privacy`, { listed: false, shareEmail: true, sharePhone: true, shareAddress: true }, 409));
    refused((await t.http().delete(`/api/members/${merged}/photo`).set('Cookie', staff).expect(409)).body);
    refused(await post(`/api/members/${merged}/archive`, {}, 409));
    refused(await post(`/api/members/${merged}/restore`, {}, 409));
    refused(await post('/api/households', { name: 'Ichabod household', members: [{ memberId: merged, relationship: 'head' }] }, 409));
    const household = (await post('/api/households', { name: 'Ichabod household' }, 201)).id as string;
    refused(await post(`/api/households/${household}/members`, { memberId: merged, relationship: 'other-adult' }, 409));
    const group = { description: '', meetingDay: 'monday', meetingTime: '19:00', place: 'Hall', openness: 'open', ministry: 'Adults', tags: [] };
    refused(await post('/api/groups', { ...group, name: 'Ichabod Readers', leaderIds: [merged] }, 409, pastor));

    expect(await view(merged)).toEqual(before);
    expect((await get(`/api/households/${household}`).expect(200)).body.members).toEqual([]);
    expect((await get(`/api/members/${merged}/household`).expect(200)).body.household).toBeNull();
  });

  it('successful-merged-record: after an unmerge the record takes changes again', async () => {
    const { survivor, merged } = await mergedPair('Jehu');
    await post(`/api/members/${survivor}/unmerge`, { mergedId: merged }, 200);
    await send('patch', `/api/members/${merged}`, { fullName: 'Jehu Renamed' }, 200);
    await post(`/api/members/${merged}/archive`, {}, 200);
    expect(await view(merged)).toMatchObject({ fullName: 'Jehu Renamed', status: 'archived' });
  });

  it('successful-merged-attendance: a register ticking the merged record counts the survivor, once, and stays with them after an unmerge', async () => {
    const { survivor, merged } = await mergedPair('Keturah');
    const gathering = (await post('/api/gatherings', { name: 'Keturah Matins', kind: 'service', startsAt: '2026-11-01T09:00:00Z', repeat: 'weekly' }, 201))
      .id as string;
    await post(`/api/gatherings/${gathering}/attendance`, { memberIds: [merged, survivor], occurrence: '2026-11-08' }, 201);
    const register = (await get(`/api/gatherings/${gathering}/attendance?occurrence=2026-11-08`).expect(200)).body as GatheringAttendanceView;
    expect(register.attendees.map((attendee) => attendee.memberId)).toEqual([survivor]);

    await post(`/api/members/${survivor}/unmerge`, { mergedId: merged }, 200);
    const dates = async (id: string) => ((await get(`/api/members/${id}/attendance`).expect(200)).body as MemberAttendanceEntry[]).map((e) => e.date);
    expect(await dates(survivor)).toEqual(['2026-11-08']);
    expect(await dates(merged)).toEqual([]);
  });

  it('failing-merged-attendance: an id that is no record is still refused, and nothing is recorded', async () => {
    const { merged } = await mergedPair('Lemuel');
    const gathering = (await post('/api/gatherings', { name: 'Lemuel Vespers', kind: 'service', startsAt: '2026-11-01T18:00:00Z', repeat: 'weekly' }, 201))
      .id as string;
    const body = await post(
      `/api/gatherings/${gathering}/attendance`,
      { memberIds: [merged, '00000000-0000-4000-8000-000000000099'], occurrence: '2026-11-08' },
      404,
    );
    expect(body.code).toBe('MEMBER_NOT_FOUND');
    const register = (await get(`/api/gatherings/${gathering}/attendance?occurrence=2026-11-08`).expect(200)).body as GatheringAttendanceView;
    expect(register.attendees).toEqual([]);
  });
});
