import { chatRoom, CONSISTENCY_HEADER, type ChatChannelView, type ChatHistoryPage, type ChatPersonView } from '@koinonia/contracts';
import { connectSocket, joinRoom, listen, nextEvent, type TestSocket } from '../../testing/socket-client.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('community chat over HTTP: channels, an idempotent send, paged history, edit and delete, who reads what', () => {
  let t: TestApp;
  let member: string;
  let pastor: string;
  let staff: string;
  let leader: string;
  let finance: string;
  let auditor: string;
  let position = '0';

  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'patch' | 'delete' | 'put', path: string, body: object, status: number, cookie: string) => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position && response.body.position !== '0') position = response.body.position;
    return response;
  };
  const channels = async (cookie: string) => (await get('/api/chat/channels', cookie).expect(200)).body as ChatChannelView[];
  const people = async (cookie: string) => (await get('/api/chat/people', cookie).expect(200)).body as ChatPersonView[];
  const history = async (id: string, cookie: string, query = '') =>
    (await get(`/api/chat/channels/${id}/messages${query}`, cookie).expect(200)).body as ChatHistoryPage;

  beforeAll(async () => {
    t = await startTestApp();
    [member, pastor, staff, leader, finance, auditor] = await Promise.all(
      ['member', 'pastor', 'staff', 'leader', 'finance', 'auditor'].map((role) => t.signIn(`${role}@demo.church`)),
    );
  });
  afterAll(() => t.close());

  it('successful-demo: the whole church’s channel with a conversation, for everyone in chat; not for auditors', async () => {
    const list = await channels(member);
    const church = list.find((c) => c.kind === 'church' && c.name === 'Whole church')!;
    expect(church).toBeDefined();
    const page = await history(church.id, member);
    expect(page.messages.length).toBeGreaterThan(3);
    expect(page.messages[0]!.seq).toBeGreaterThan(page.messages.at(-1)!.seq);
    expect(page.messages.every((m) => m.author.name.length > 0)).toBe(true);
    // The private planning channel of the pastor and the office is theirs only.
    expect(list.some((c) => c.name === 'Sunday planning')).toBe(false);
    expect((await channels(pastor)).some((c) => c.name === 'Sunday planning')).toBe(true);
    await get('/api/chat/channels', auditor).expect(403);
  });

  it('successful-send: the same clientId twice stores one message, and the answer names it both times', async () => {
    const pastorId = (await people(member)).find((p) => p.name.length > 0 && p.id)!.id;
    const channelId = (await send('post', '/api/chat/channels', { name: 'Ride share', kind: 'private', memberIds: [pastorId] }, 201, member)).body.id as string;
    const first = await send('post', `/api/chat/channels/${channelId}/messages`, { clientId: 'c-1', text: 'Anyone driving from the north side?' }, 201, member);
    const second = await send(
      'post',
      `/api/chat/channels/${channelId}/messages`,
      { clientId: 'c-1', text: 'Anyone driving from the north side?' },
      201,
      member,
    );
    expect(second.body.id).toBe(first.body.id);
    const page = await history(channelId, member);
    expect(page.messages.map((m) => m.text)).toEqual(['Anyone driving from the north side?']);
    expect(page.messages[0]).toMatchObject({ clientId: 'c-1', deleted: false, editedAt: null });
    // Another clientId is another message.
    await send('post', `/api/chat/channels/${channelId}/messages`, { clientId: 'c-2', text: 'Same again' }, 201, member);
    expect((await history(channelId, member)).messages).toHaveLength(2);
  });

  it('successful-history: pages newest first, `before` scrolls back to the beginning', async () => {
    const channelId = (await send('post', '/api/chat/channels', { name: 'Long thread', kind: 'private', memberIds: [] }, 201, leader)).body.id as string;
    for (let i = 1; i <= 7; i++) await send('post', `/api/chat/channels/${channelId}/messages`, { clientId: `h-${i}`, text: `message ${i}` }, 201, leader);
    const first = await history(channelId, leader, '?limit=3');
    expect(first.messages.map((m) => m.text)).toEqual(['message 7', 'message 6', 'message 5']);
    const second = await history(channelId, leader, `?limit=3&before=${first.nextBefore}`);
    expect(second.messages.map((m) => m.text)).toEqual(['message 4', 'message 3', 'message 2']);
    const third = await history(channelId, leader, `?limit=3&before=${second.nextBefore}`);
    expect(third).toMatchObject({ nextBefore: null });
    expect(third.messages.map((m) => m.text)).toEqual(['message 1']);
  });

  it('successful-edit-delete: the author edits and deletes; a deleted message keeps its place, shown as deleted; nobody else may', async () => {
    const channelId = (await channels(staff)).find((c) => c.name === 'Whole church')!.id;
    const id = (await send('post', `/api/chat/channels/${channelId}/messages`, { clientId: 'e-1', text: 'Choir at 6' }, 201, staff)).body.id as string;
    await send('patch', `/api/chat/messages/${id}`, { text: 'Choir at 6:30' }, 200, staff);
    await send('patch', `/api/chat/messages/${id}`, { text: 'Hijacked' }, 403, member);
    await send('delete', `/api/chat/messages/${id}`, {}, 403, member);
    let found = (await history(channelId, staff)).messages.find((m) => m.id === id)!;
    expect(found).toMatchObject({ text: 'Choir at 6:30', deleted: false });
    expect(found.editedAt).not.toBeNull();
    await send('delete', `/api/chat/messages/${id}`, {}, 200, staff);
    found = (await history(channelId, member)).messages.find((m) => m.id === id)!;
    expect(found).toMatchObject({ text: '', deleted: true });
  });

  it('failed-access: a private channel of others is 404; a group or ministry channel one is not in is 403; nothing is written', async () => {
    const planning = (await channels(pastor)).find((c) => c.name === 'Sunday planning')!;
    await get(`/api/chat/channels/${planning.id}/messages`, member).expect(404);
    await send('post', `/api/chat/channels/${planning.id}/messages`, { clientId: 'x-1', text: 'Let me in' }, 404, member);
    const youthGroup = (await channels(leader)).find((c) => c.kind === 'group')!;
    expect(youthGroup).toBeDefined();
    expect((await channels(finance)).some((c) => c.id === youthGroup.id)).toBe(false);
    await get(`/api/chat/channels/${youthGroup.id}/messages`, finance).expect(403);
    await send('post', `/api/chat/channels/${youthGroup.id}/messages`, { clientId: 'x-2', text: 'Hello?' }, 403, finance);
    expect((await history(planning.id, pastor)).messages.some((m) => m.text === 'Let me in')).toBe(false);
    await get('/api/chat/channels/00000000-0000-4000-8000-000000000000/messages', member).expect(404);
    await get('/api/chat/channels/not-a-uuid/messages', member).expect(404);
  });

  it('failed-input: bad sends are 400 with a catalogue code, and only moderators open the church’s channels', async () => {
    const channelId = (await channels(member)).find((c) => c.name === 'Whole church')!.id;
    const bad = await send('post', `/api/chat/channels/${channelId}/messages`, { clientId: 'has spaces', text: '' }, 400, member);
    expect(bad.body.code).toBe('VALIDATION_ERROR');
    await send('post', `/api/chat/channels/${channelId}/messages`, { clientId: 'ok', text: 'x'.repeat(4001) }, 400, member);
    await send('post', '/api/chat/channels', { name: 'Everyone 2', kind: 'church' }, 403, member);
    await send('post', '/api/chat/channels', { name: 'Nope', kind: 'galaxy' }, 400, member);
    await send('post', '/api/chat/channels', { kind: 'direct', memberIds: [] }, 400, member);
    await get(`/api/chat/channels/${channelId}/messages?before=abc`, member).expect(400);
  });

  it('successful-direct-unread: two people have one direct channel; unread counts follow the read marker', async () => {
    // Someone's own id: the one person of a private channel they open alone.
    const notes = (await send('post', '/api/chat/channels', { name: 'Notes to self', kind: 'private' }, 201, staff)).body.id as string;
    const staffId = (await channels(staff)).find((c) => c.id === notes)!.memberIds[0]!;
    const a = (await send('post', '/api/chat/channels', { kind: 'direct', memberIds: [staffId] }, 201, member)).body.id as string;
    const b = (await send('post', '/api/chat/channels', { kind: 'direct', memberIds: [staffId] }, 201, member)).body.id as string;
    expect(b).toBe(a);
    await send('post', `/api/chat/channels/${a}/messages`, { clientId: 'd-1', text: 'Hi!' }, 201, member);
    await send('post', `/api/chat/channels/${a}/messages`, { clientId: 'd-2', text: 'Are you in the office today?' }, 201, member);
    let direct = (await channels(staff)).find((c) => c.id === a)!;
    expect(direct).toMatchObject({ kind: 'direct', unreadCount: 2 });
    expect(direct.name.length).toBeGreaterThan(0);
    expect((await channels(member)).find((c) => c.id === a)!.unreadCount).toBe(0);
    await send('post', `/api/chat/channels/${a}/read`, { seq: direct.lastSeq }, 200, staff);
    direct = (await channels(staff)).find((c) => c.id === a)!;
    expect(direct.unreadCount).toBe(0);
    // Nobody else reads it.
    await get(`/api/chat/channels/${a}/messages`, pastor).expect(404);
  });

  it('successful-live: a channel’s room carries its new, edited and deleted messages and who is typing; only its people join it', async () => {
    const baseUrl = await listen(t);
    const sockets: TestSocket[] = [];
    try {
      const [m, p, f] = await Promise.all([member, pastor, finance].map((cookie) => connectSocket(baseUrl, { cookie })));
      sockets.push(m!, p!, f!);
      const church = (await channels(member)).find((c) => c.name === 'Whole church')!;
      const planning = (await channels(pastor)).find((c) => c.name === 'Sunday planning')!;
      const youthGroup = (await channels(leader)).find((c) => c.kind === 'group')!;
      expect(await joinRoom(m!, chatRoom(church.id))).toEqual({ ok: true, room: chatRoom(church.id) });
      expect(await joinRoom(p!, chatRoom(church.id))).toEqual({ ok: true, room: chatRoom(church.id) });
      expect(await joinRoom(m!, chatRoom(planning.id))).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      expect(await joinRoom(f!, chatRoom(youthGroup.id))).toMatchObject({ ok: false, error: { code: 'AUTHORIZATION' } });
      expect(await joinRoom(m!, 'chat:not-a-channel')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });

      const arriving = nextEvent(m!, 'chat:message');
      const id = (await send('post', `/api/chat/channels/${church.id}/messages`, { clientId: 'live-1', text: 'Live from the office' }, 201, pastor)).body
        .id as string;
      expect(await arriving).toMatchObject({ id, text: 'Live from the office', clientId: 'live-1', deleted: false });
      const edited = nextEvent(m!, 'chat:message');
      await send('patch', `/api/chat/messages/${id}`, { text: 'Live from the office (edited)' }, 200, pastor);
      expect(await edited).toMatchObject({ id, text: 'Live from the office (edited)' });
      const deleted = nextEvent(m!, 'chat:message');
      await send('delete', `/api/chat/messages/${id}`, {}, 200, pastor);
      expect(await deleted).toMatchObject({ id, text: '', deleted: true });

      const typing = nextEvent(p!, 'chat:typing');
      const ack = await m!.timeout(5000).emitWithAck('chat:typing', church.id);
      expect(ack).toMatchObject({ ok: true });
      expect((ack as { userIds: string[] }).userIds).toHaveLength(2);
      expect(await typing).toMatchObject({ channelId: church.id });
      // Typing in a room one is not in is refused.
      expect(await f!.timeout(5000).emitWithAck('chat:typing', youthGroup.id)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('successful-mention-moderation: @Name notifies the person; a report reaches moderators, who hide the message and mute its author, each step recorded', async () => {
    const church = (await channels(member)).find((c) => c.name === 'Whole church')!;
    const pastorName = (await people(member)).find((p) => p.name === 'Daniel Mensah')!;
    expect(pastorName).toBeDefined();
    const mention = await send(
      'post',
      `/api/chat/channels/${church.id}/messages`,
      { clientId: 'm-1', text: 'Thank you @Daniel Mensah for Sunday!' },
      201,
      member,
    );
    const mentioned = (await history(church.id, member)).messages.find((m) => m.id === mention.body.id)!;
    expect(mentioned.mentions).toEqual([pastorName.id]);
    let found = false;
    for (let i = 0; i < 50 && !found; i++) {
      const centre = (await get('/api/notifications', pastor).expect(200)).body as { items: Array<{ messageKey?: string; params?: Record<string, string> }> };
      found = centre.items.some((n) => n.messageKey === 'chatMentioned' && n.params?.excerpt === 'Thank you @Daniel Mensah for Sunday!');
      if (!found) await new Promise((r) => setTimeout(r, 100));
    }
    expect(found).toBe(true);

    const rude = (await send('post', `/api/chat/channels/${church.id}/messages`, { clientId: 'r-1', text: 'Something unkind' }, 201, leader)).body.id as string;
    await send('post', `/api/chat/messages/${rude}/report`, { reason: 'unkind' }, 200, member);
    await get('/api/chat/reports', member).expect(403);
    const reports = (await get('/api/chat/reports', staff).expect(200)).body as Array<{ message: { id: string }; reports: Array<{ reason: string }> }>;
    expect(reports.find((r) => r.message.id === rude)?.reports.map((r) => r.reason)).toEqual(['unkind']);
    await send('post', `/api/chat/messages/${rude}/hide`, { reason: 'unkind' }, 403, member);
    await send('post', `/api/chat/messages/${rude}/hide`, { reason: 'unkind' }, 200, staff);
    expect((await history(church.id, member)).messages.find((m) => m.id === rude)).toMatchObject({ hidden: true, text: '' });
    const leaderId = (await history(church.id, member)).messages.find((m) => m.id === rude)!.author.id;
    await send('put', `/api/chat/channels/${church.id}/mutes/${leaderId}`, { muted: true, reason: 'cooling off' }, 200, staff);
    await send('post', `/api/chat/channels/${church.id}/messages`, { clientId: 'r-2', text: 'Again' }, 403, leader);
    await send('put', `/api/chat/channels/${church.id}/mutes/${leaderId}`, { muted: false }, 200, pastor);
    await send('post', `/api/chat/channels/${church.id}/messages`, { clientId: 'r-3', text: 'Sorry, everyone.' }, 201, leader);
    // Reactions and search.
    await send('put', `/api/chat/messages/${mention.body.id}/reactions`, { emoji: '🙏', on: true }, 200, pastor);
    expect((await history(church.id, member)).messages.find((m) => m.id === mention.body.id)!.reactions).toEqual([
      { emoji: '🙏', userIds: [expect.any(String)] },
    ]);
    const hits = (await get('/api/chat/search?q=for%20sunday', member).expect(200)).body as Array<{ id: string }>;
    expect(hits.map((h) => h.id)).toContain(mention.body.id);
    expect(((await get('/api/chat/search?q=move%20the%20baptism', member).expect(200)).body as unknown[]).length).toBe(0);
    expect(((await get('/api/chat/search?q=move%20the%20baptism', pastor).expect(200)).body as unknown[]).length).toBe(1);
  });
});
