import {
  CONSISTENCY_HEADER,
  type GroupMeetingView,
  type GroupPage,
  type GroupRoster,
  type GroupView,
  type MemberGroupEntry,
  type NotificationList,
} from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('study groups API, by role', () => {
  let t: TestApp;
  let staff: string;
  let pastor: string;
  /** Samuel Kim: leads the youth group here, not the men's group. */
  let leader: string;
  /** Ruth Anderson, a member. */
  let member: string;
  let auditor: string;
  let samuelId: string;
  let ruthId: string;
  let danielId: string;
  /** Led by Samuel. */
  let youth: string;
  /** Led by Daniel (the pastor): Samuel is the leader of another group here. */
  let men: string;
  let position = '0';

  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'put' | 'delete', path: string, cookie: string, body: object | undefined, status: number) => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body).expect(status);
    if (response.body.position) position = response.body.position;
    return response.body;
  };
  const details = (name: string, leaderIds: string[], extra: object = {}) => ({
    name,
    description: `${name}: we read and pray together.`,
    leaderIds,
    meetingDay: 'tuesday',
    meetingTime: '19:00',
    place: 'Fellowship hall',
    openness: 'open',
    ministry: 'Adults',
    tags: ['bible study'],
    ...extra,
  });
  const memberIdOf = async (cookie: string) => (await get('/api/members/me', cookie).expect(200)).body.id as string;

  beforeAll(async () => {
    t = await startTestApp();
    [staff, pastor, leader, member, auditor] = await Promise.all(
      ['staff', 'pastor', 'leader', 'member', 'auditor'].map((role) => t.signIn(`${role}@demo.church`)),
    );
    [samuelId, ruthId, danielId] = await Promise.all([memberIdOf(leader), memberIdOf(member), memberIdOf(pastor)]);
    youth = (await send('post', '/api/groups', staff, details('Zebedee Youth Night', [samuelId], { meetingDay: 'friday', tags: ['youth'], capacity: 1 }), 201))
      .id;
    men = (await send('post', '/api/groups', staff, details("Zebedee Men's Study", [danielId], { tags: ['men', 'bible study'] }), 201)).id;
  });
  afterAll(() => t.close());

  it('successful-list: a member browses the groups with search and filters (tag, day, open only)', async () => {
    const page = async (query: string) => ((await get(`/api/groups?${query}`, member).expect(200)).body as GroupPage).items.map((g) => g.id);
    expect(await page('search=zebedee%20men%27s')).toEqual([men]);
    expect(await page('search=zebedee&tag=youth')).toEqual([youth]);
    expect(await page('search=zebedee&day=friday')).toEqual([youth]);
    expect(await page('search=zebedee&openOnly=true&sort=day')).toEqual([men, youth]);
    const body = (await get('/api/groups?search=zebedee', member).expect(200)).body as GroupPage;
    expect(body.tags).toEqual(expect.arrayContaining(['bible study', 'men', 'youth']));
    const view = body.items.find((g) => g.id === men) as GroupView;
    expect(view).toMatchObject({
      leaders: [{ memberId: danielId, fullName: 'Daniel Mensah' }],
      standing: 'none',
      canManage: false,
      canSeeRoster: false,
      memberCount: 0,
    });
  });

  it("successful-demo: the demo church's groups are there, with meetings, and Ruth's request waits for the youth group's leader", async () => {
    const seeded = ((await get('/api/groups?tag=youth', member).expect(200)).body as GroupPage).items.find((g) => g.name === 'Youth Friday Night') as GroupView;
    expect(seeded).toMatchObject({ standing: 'pending', leaders: [{ memberId: samuelId, fullName: 'Samuel Kim' }] });
    const roster = (await get(`/api/groups/${seeded.id}/roster`, leader).expect(200)).body as GroupRoster;
    expect(roster.pending.map((p) => p.memberId)).toContain(ruthId);
    expect(((await get(`/api/groups/${seeded.id}/meetings`, leader).expect(200)).body as GroupMeetingView[]).length).toBe(4);
    const names = ((await get('/api/groups?pageSize=50', member).expect(200)).body as GroupPage).items.map((g) => g.name);
    expect(names).toEqual(expect.arrayContaining(["Tuesday Men's Bible Study", "Women's Morning Group", 'Online Evening Study', 'Marriage Covenant Group']));
  });

  it('failing-list: a vendor may not browse the groups, and an unknown group is GROUP_NOT_FOUND', async () => {
    const vendor = await t.signIn('vendor@demo.church');
    await get('/api/groups', vendor).expect(403);
    expect((await get('/api/groups/6f9d0c2e-0000-4000-8000-000000000000', member).expect(404)).body.code).toBe('GROUP_NOT_FOUND');
  });

  it('successful-join: a member asks, the leader approves, the member is told and is on the roster', async () => {
    await send('post', `/api/groups/${youth}/join-requests`, member, { message: 'Can I come along?' }, 201);
    expect(((await get(`/api/groups/${youth}`, member).expect(200)).body as GroupView).standing).toBe('pending');
    const roster = (await get(`/api/groups/${youth}/roster`, leader).expect(200)).body as GroupRoster;
    expect(roster.pending).toEqual([expect.objectContaining({ memberId: ruthId, fullName: 'Ruth Anderson', message: 'Can I come along?' })]);

    // The group's leader is told who asked, and where to answer.
    await t.settled();
    const leaderInbox = (await get('/api/notifications', leader).expect(200)).body as NotificationList;
    expect(leaderInbox.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          messageKey: 'groupJoinRequested',
          params: { group: 'Zebedee Youth Night', person: 'Ruth Anderson' },
          link: `/study-groups/${youth}`,
        }),
      ]),
    );
    // Only the leaders: the leader of another group hears nothing of it.
    const pastorInbox = (await get('/api/notifications', pastor).expect(200)).body as NotificationList;
    expect(pastorInbox.items.filter((n) => n.messageKey === 'groupJoinRequested' && n.link === `/study-groups/${youth}`)).toEqual([]);

    await send('post', `/api/groups/${youth}/join-requests/${ruthId}/approve`, leader, undefined, 200);
    const after = (await get(`/api/groups/${youth}/roster`, leader).expect(200)).body as GroupRoster;
    expect(after.pending).toEqual([]);
    expect(after.members).toEqual([expect.objectContaining({ memberId: ruthId, fullName: 'Ruth Anderson', email: 'member@demo.church' })]);
    expect(((await get(`/api/groups/${youth}`, member).expect(200)).body as GroupView).standing).toBe('member');

    await t.settled();
    const inbox = (await get('/api/notifications', member).expect(200)).body as NotificationList;
    expect(inbox.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ messageKey: 'groupJoinApproved', params: { group: 'Zebedee Youth Night' }, link: `/study-groups/${youth}` }),
      ]),
    );
  });

  it('failing-join: a full group, a closed group and a second request are refused; a declined member is told', async () => {
    // Zebedee Youth Night holds one member, Ruth.
    const auditorHasNoRecord = await send('post', `/api/groups/${youth}/join-requests`, auditor, {}, 404);
    expect(auditorHasNoRecord.code).toBe('MEMBER_NOT_FOUND');
    expect((await send('post', `/api/groups/${youth}/join-requests`, staff, {}, 409)).code).toBe('GROUP_FULL');
    expect((await send('post', `/api/groups/${youth}/join-requests`, member, {}, 409)).code).toBe('GROUP_ALREADY_JOINED');
    const closed = (await send('post', '/api/groups', staff, details('Elders', [danielId], { openness: 'closed' }), 201)).id;
    expect((await send('post', `/api/groups/${closed}/join-requests`, member, {}, 409)).code).toBe('GROUP_CLOSED');

    await send('post', `/api/groups/${men}/join-requests`, leader, {}, 201);
    await send('post', `/api/groups/${men}/join-requests/${samuelId}/decline`, pastor, undefined, 200);
    expect((await send('post', `/api/groups/${men}/join-requests/${samuelId}/approve`, pastor, undefined, 409)).code).toBe('GROUP_REQUEST_NOT_FOUND');
    await t.settled();
    const inbox = (await get('/api/notifications', leader).expect(200)).body as NotificationList;
    expect(inbox.items).toEqual(expect.arrayContaining([expect.objectContaining({ messageKey: 'groupJoinDeclined' })]));
  });

  it("failing-roster: the leader of another group, a member and a member of the group cannot read a group's roster; staff and auditors can", async () => {
    expect((await get(`/api/groups/${men}/roster`, leader).expect(403)).body.code).toBe('AUTHORIZATION');
    await get(`/api/groups/${youth}/roster`, member).expect(403);
    await get(`/api/groups/${men}/roster`, member).expect(403);
    await get(`/api/groups/${men}/roster`, staff).expect(200);
    await get(`/api/groups/${men}/roster`, auditor).expect(200);
    await get(`/api/groups/${men}/roster`, pastor).expect(200);
  });

  it('successful-meetings: the leader records a meeting and who came; they, staff and auditors read the attendance', async () => {
    const { id } = await send('post', `/api/groups/${youth}/meetings`, leader, { date: '2026-11-20', topic: 'Psalm 23', attendeeIds: [ruthId, samuelId] }, 201);
    const meetings = (await get(`/api/groups/${youth}/meetings`, leader).expect(200)).body as GroupMeetingView[];
    expect(meetings).toEqual([
      expect.objectContaining({
        id,
        date: '2026-11-20',
        topic: 'Psalm 23',
        attendees: expect.arrayContaining([{ memberId: ruthId, fullName: 'Ruth Anderson' }]),
      }),
    ]);
    expect(meetings[0].attendees).toHaveLength(2);
    await get(`/api/groups/${youth}/meetings`, staff).expect(200);
    await get(`/api/groups/${youth}/meetings`, auditor).expect(200);
  });

  it('failing-meetings: the leader of another group gets 403 for its attendance and cannot record one; a member cannot; someone not in the group cannot be recorded', async () => {
    expect((await get(`/api/groups/${men}/meetings`, leader).expect(403)).body.code).toBe('AUTHORIZATION');
    await send('post', `/api/groups/${men}/meetings`, leader, { date: '2026-11-17', attendeeIds: [] }, 403);
    await get(`/api/groups/${youth}/meetings`, member).expect(403);
    await send('post', `/api/groups/${youth}/meetings`, member, { date: '2026-11-17', attendeeIds: [ruthId] }, 403);
    expect((await send('post', `/api/groups/${youth}/meetings`, leader, { date: '2026-11-17', attendeeIds: [danielId] }, 409)).code).toBe(
      'GROUP_MEMBERSHIP_NOT_FOUND',
    );
    expect((await send('post', `/api/groups/${youth}/meetings`, leader, { date: '17/11/2026', attendeeIds: [] }, 400)).code).toBe('VALIDATION_ERROR');
  });

  it('successful-change: a leader changes their own group; staff name its leaders and archive it', async () => {
    const view = (await get(`/api/groups/${youth}`, leader).expect(200)).body as GroupView;
    expect(view).toMatchObject({ canManage: true, canSeeRoster: true, standing: 'leader' });
    await send(
      'put',
      `/api/groups/${youth}`,
      leader,
      details('Zebedee Youth Night', [samuelId], { meetingDay: 'friday', tags: ['youth'], capacity: 20, place: 'Gym' }),
      200,
    );
    expect(((await get(`/api/groups/${youth}`, member).expect(200)).body as GroupView).place).toBe('Gym');

    const extra = (await send('post', '/api/groups', staff, details('Retired Group', [danielId]), 201)).id;
    await send('post', `/api/groups/${extra}/archive`, staff, undefined, 200);
    const listed = ((await get('/api/groups?search=retired', member).expect(200)).body as GroupPage).items;
    expect(listed).toEqual([]);
    expect((await send('post', `/api/groups/${extra}/join-requests`, member, {}, 409)).code).toBe('GROUP_ARCHIVED');
  });

  it('failing-change: the leader of another group, a leader naming leaders, a member and an auditor are refused; a stale If-Match is a conflict', async () => {
    await send('put', `/api/groups/${men}`, leader, details('Hijacked', [danielId]), 403);
    await send('put', `/api/groups/${youth}`, leader, details('Zebedee Youth Night', [samuelId, ruthId], { meetingDay: 'friday', tags: ['youth'] }), 403);
    await send('post', '/api/groups', member, details('Mine', [ruthId]), 403);
    await send('post', '/api/groups', auditor, details('Audit', [ruthId]), 403);
    await send('post', `/api/groups/${men}/archive`, leader, undefined, 403);
    await t
      .http()
      .put(`/api/groups/${men}`)
      .set('Cookie', staff)
      .set('If-Match', '"0"')
      .send(details('Stale', [danielId]))
      .expect(409);
    expect(((await get(`/api/groups/${men}`, member).expect(200)).body as GroupView).name).toBe("Zebedee Men's Study");
  });

  it('failing-change: an edit with a blank name, no leaders, a bad time, link or capacity is refused field by field and changes nothing', async () => {
    const refused = await send(
      'put',
      `/api/groups/${men}`,
      staff,
      details('  ', [], { meetingTime: '7pm', onlineLink: 'not a link', capacity: 0, openness: 'sometimes' }),
      400,
    );
    expect(refused.code).toBe('VALIDATION_ERROR');
    const fields = (refused.details.fields as Array<{ field: string }>).map((f) => f.field).sort();
    expect(fields).toEqual(['capacity', 'leaderIds', 'meetingTime', 'name', 'onlineLink', 'openness']);
    expect(((await get(`/api/groups/${men}`, member).expect(200)).body as GroupView).name).toBe("Zebedee Men's Study");
    const unknownLeader = '6f9d0c2e-0000-4000-8000-000000000000';
    expect((await send('put', `/api/groups/${men}`, staff, details("Zebedee Men's Study", [unknownLeader]), 404)).code).toBe('MEMBER_NOT_FOUND');
  });

  it("successful-member-groups: a person reads their own groups and their place in each; staff and auditors read anyone's", async () => {
    const mine = (await get(`/api/members/${ruthId}/groups`, member).expect(200)).body as MemberGroupEntry[];
    expect(mine).toEqual(expect.arrayContaining([expect.objectContaining({ groupId: youth, name: 'Zebedee Youth Night', standing: 'member' })]));
    expect(mine).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Youth Friday Night', standing: 'pending' })]));
    const samuels = (await get(`/api/members/${samuelId}/groups`, staff).expect(200)).body as MemberGroupEntry[];
    expect(samuels).toEqual(expect.arrayContaining([expect.objectContaining({ groupId: youth, standing: 'leader', meetingDay: 'friday' })]));
    expect(samuels.some((g) => g.groupId === men)).toBe(false);
    await get(`/api/members/${ruthId}/groups`, auditor).expect(200);
  });

  it("failing-member-groups: a leader, a member and a vendor cannot read another person's groups", async () => {
    expect((await get(`/api/members/${ruthId}/groups`, leader).expect(403)).body.code).toBe('AUTHORIZATION');
    await get(`/api/members/${samuelId}/groups`, member).expect(403);
    await get(`/api/members/${ruthId}/groups`, await t.signIn('vendor@demo.church')).expect(403);
  });

  it('successful-leave: a member leaves; the roster no longer has them', async () => {
    await send('delete', `/api/groups/${youth}/members/${ruthId}`, member, undefined, 200);
    expect(((await get(`/api/groups/${youth}/roster`, leader).expect(200)).body as GroupRoster).members).toEqual([]);
  });

  it('failing-leave: a member cannot take someone else off a roster, and cannot leave a group they are not in', async () => {
    await send('post', `/api/groups/${men}/join-requests`, member, {}, 201);
    await send('post', `/api/groups/${men}/join-requests/${ruthId}/approve`, staff, undefined, 200);
    await send('delete', `/api/groups/${men}/members/${ruthId}`, leader, undefined, 403);
    expect((await send('delete', `/api/groups/${youth}/members/${ruthId}`, member, undefined, 409)).code).toBe('GROUP_MEMBERSHIP_NOT_FOUND');
  });
});
