import { CONSISTENCY_HEADER, type GroupRoster, type MemberView, type PrayerRequestList } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

/** The sign-in account linked to a record that is merged away: the person lands on the survivor, and back on their own after an unmerge. */
describe('an account whose member record was merged, over HTTP', () => {
  let t: TestApp;
  let staff: string;
  let pastor: string;
  let member: string;
  let position = '0';

  const get = (path: string, cookie = staff) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'put', path: string, body: object, status: number, cookie = staff) => {
    const response = await t.http()[method](path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position).send(body).expect(status);
    if (response.body.position && response.body.position !== '0') position = response.body.position;
    return response.body;
  };
  const view = async (id: string) => (await get(`/api/members/${id}`).expect(200)).body as MemberView;
  const me = async () => ((await get('/api/members/me', member).expect(200)).body as MemberView).id;

  let ruth: string;
  let survivor: string;

  beforeAll(async () => {
    t = await startTestApp();
    [staff, pastor, member] = await Promise.all(['staff', 'pastor', 'member'].map((role) => t.signIn(`${role}@demo.church`)));
    ruth = await me();
    await send('post', '/api/prayer-requests', { request: 'For the move to a new flat.', visibility: 'pastoral' }, 201, member);
    survivor = (await send('post', '/api/members', { fullName: 'Ruth Anderson-Lee', email: '', address: '', ministry: 'Care', role: 'member' }, 201)).id;
    await send('post', `/api/members/${survivor}/merge`, { mergedId: ruth, fields: {} }, 200);
  });
  afterAll(() => t.close());

  it('successful-account: their profile, self-updates, groups and prayer requests are the survivor’s while merged, and their own again after an unmerge', async () => {
    expect(await me()).toBe(survivor);
    const phone = '(630) 555-0142';
    expect(await send('put', '/api/members/me/details', { phone }, 200, member)).toMatchObject({ id: survivor, status: 'applied' });
    expect((await view(survivor)).phone).toBe('+16305550142');
    expect((await view(ruth)).phone).not.toBe('+16305550142');

    const leader = ((await get('/api/members/me', pastor).expect(200)).body as MemberView).id;
    const group = {
      name: 'Anderson-Lee Psalms',
      description: '',
      leaderIds: [leader],
      meetingDay: 'monday',
      meetingTime: '19:00',
      place: 'Hall',
      openness: 'open',
      ministry: 'Adults',
      tags: [],
    };
    const groupId = (await send('post', '/api/groups', group, 201, pastor)).id as string;
    await send('post', `/api/groups/${groupId}/join-requests`, {}, 201, member);
    const roster = (await get(`/api/groups/${groupId}/roster`, pastor).expect(200)).body as GroupRoster;
    expect(roster.pending.map((entry) => entry.memberId)).toEqual([survivor]);

    const prayers = (await get('/api/prayer-requests', member).expect(200)).body as PrayerRequestList;
    expect(prayers.items.filter((item) => item.mine).map((item) => item.request)).toContain('For the move to a new flat.');

    await send('post', `/api/members/${survivor}/unmerge`, { mergedId: ruth }, 200);
    expect(await me()).toBe(ruth);
    expect(await send('put', '/api/members/me/details', { phone: '(630) 555-0143' }, 200, member)).toMatchObject({ id: ruth, status: 'applied' });
    expect((await view(ruth)).phone).toBe('+16305550143');
    expect((await view(survivor)).phone).toBe('+16305550142');
    await send('post', `/api/members/${survivor}/merge`, { mergedId: ruth, fields: {} }, 200);
  });

  it('successful-group-merge: a leader approves and ticks the survivor for a request the merged record made, and the person leaves as the survivor', async () => {
    const leader = ((await get('/api/members/me', pastor).expect(200)).body as MemberView).id;
    await send('post', `/api/members/${survivor}/unmerge`, { mergedId: ruth }, 200);
    const group = {
      name: 'Anderson Evensong',
      description: '',
      leaderIds: [leader],
      meetingDay: 'sunday',
      meetingTime: '18:00',
      place: 'Hall',
      openness: 'open',
    };
    const groupId = (await send('post', '/api/groups', { ...group, ministry: 'Adults', tags: [] }, 201, pastor)).id as string;
    await send('post', `/api/groups/${groupId}/join-requests`, {}, 201, member);
    await send('post', `/api/members/${survivor}/merge`, { mergedId: ruth, fields: {} }, 200);

    const roster = async () => (await get(`/api/groups/${groupId}/roster`, pastor).expect(200)).body as GroupRoster;
    expect((await roster()).pending.map((entry) => entry.memberId)).toEqual([survivor]);
    await send('post', `/api/groups/${groupId}/join-requests/${survivor}/approve`, {}, 200, pastor);
    expect((await roster()).members.map((entry) => entry.memberId)).toEqual([survivor]);
    await send('post', `/api/groups/${groupId}/meetings`, { date: '2026-11-22', attendeeIds: [survivor, leader] }, 201, pastor);
    const meetings = (await get(`/api/groups/${groupId}/meetings`, pastor).expect(200)).body as Array<{ attendees: Array<{ memberId: string }> }>;
    expect(meetings[0].attendees.map((attendee) => attendee.memberId).sort()).toEqual([survivor, leader].sort());

    const left = await t.http().delete(`/api/groups/${groupId}/members/${survivor}`).set('Cookie', member).expect(200);
    position = left.body.position;
    expect((await roster()).members).toEqual([]);
  });

  it('failing-account: while merged, the merged record itself takes no change — not from its own account, not from staff — and a second join request is refused', async () => {
    const before = await view(ruth);
    const privacy = { listed: false, shareEmail: true, sharePhone: true, shareAddress: true };
    const own = await send('put', `/api/members/${ruth}/privacy`, privacy, 404, member);
    expect(own.code).toBe('MEMBER_NOT_FOUND');
    const staffs = await send('put', `/api/members/${ruth}/privacy`, privacy, 409);
    expect(staffs).toMatchObject({ code: 'MEMBER_ALREADY_MERGED', details: { survivorId: survivor } });
    expect(await view(ruth)).toEqual(before);

    // Ruth's own record was in the group before the merge: asking again as the survivor is asking twice.
    const leader = ((await get('/api/members/me', pastor).expect(200)).body as MemberView).id;
    await send('post', `/api/members/${survivor}/unmerge`, { mergedId: ruth }, 200);
    const group = { name: 'Anderson Hymns', description: '', leaderIds: [leader], meetingDay: 'friday', meetingTime: '19:00', place: 'Hall', openness: 'open' };
    const groupId = (await send('post', '/api/groups', { ...group, ministry: 'Adults', tags: [] }, 201, pastor)).id as string;
    await send('post', `/api/groups/${groupId}/join-requests`, {}, 201, member);
    await send('post', `/api/members/${survivor}/merge`, { mergedId: ruth, fields: {} }, 200);
    expect((await send('post', `/api/groups/${groupId}/join-requests`, {}, 409, member)).code).toBe('GROUP_ALREADY_JOINED');
  });
});
