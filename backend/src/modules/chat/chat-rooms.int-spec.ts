import { chatRoom, CONSISTENCY_HEADER, type ChatChannelView, type ChatMessageView, type ChatPresenceView, type CurrentUser } from '@koinonia/contracts';
import { connectSocket, joinRoom, listen, nextEvent, type TestSocket } from '../../testing/socket-client.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('chat rooms follow belonging: presence pushed to a channel, and a member taken out of a group leaves its channel’s room live', () => {
  let t: TestApp;
  let member: string;
  let leader: string;
  let position = '0';
  const sockets: TestSocket[] = [];

  const get = (path: string, cookie: string) => t.http().get(path).set('Cookie', cookie).set(CONSISTENCY_HEADER, position);
  const send = async (method: 'post' | 'delete', path: string, body: object | undefined, status: number, cookie: string) => {
    const response = await t.http()[method](path).set('Cookie', cookie).send(body);
    expect({ path, status: response.status, body: response.status === status ? null : response.body }).toEqual({ path, status, body: null });
    if (response.body.position && response.body.position !== '0') position = response.body.position;
    return response;
  };
  const channels = async (cookie: string) => (await get('/api/chat/channels', cookie).expect(200)).body as ChatChannelView[];
  const socketOf = async (cookie: string) => {
    const socket = await connectSocket(await listen(t), { cookie });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await startTestApp();
    [member, leader] = await Promise.all(['member', 'leader'].map((role) => t.signIn(`${role}@demo.church`)));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  it('successful-presence: joining a channel’s room tells the room who is there, with names; leaving tells it again', async () => {
    const church = (await channels(member)).find((c) => c.name === 'Whole church')!;
    const m = await socketOf(member);
    const l = await socketOf(leader);
    const first = nextEvent(m, 'chat:presence');
    await joinRoom(m, chatRoom(church.id));
    expect(((await first) as ChatPresenceView).people).toHaveLength(1);
    const both = nextEvent(m, 'chat:presence');
    await joinRoom(l, chatRoom(church.id));
    const seen = (await both) as ChatPresenceView;
    expect(seen.channelId).toBe(church.id);
    expect(seen.people).toHaveLength(2);
    expect(seen.people.every((p) => p.name.length > 0)).toBe(true);
    const gone = nextEvent(m, 'chat:presence');
    l.close();
    expect(((await gone) as ChatPresenceView).people).toHaveLength(1);
  });

  it('successful-leave-room: a member removed from the group stops receiving its channel’s messages on the same socket', async () => {
    const groupChannel = (await channels(leader)).find((c) => c.kind === 'group')!;
    const groupId = groupChannel.groupId!;
    const me = (await get('/api/auth/user', member).expect(200)).body as CurrentUser;
    // The demo member may have asked to join already (a pending request): the leader approves it.
    if (!(await channels(member)).some((c) => c.id === groupChannel.id)) {
      const asked = await t.http().post(`/api/groups/${groupId}/join-requests`).set('Cookie', member).send({ message: 'May I join?' });
      expect([201, 409]).toContain(asked.status);
      await send('post', `/api/groups/${groupId}/join-requests/${me.memberId}/approve`, undefined, 200, leader);
    }
    expect((await channels(member)).some((c) => c.id === groupChannel.id)).toBe(true);

    const m = await socketOf(member);
    const l = await socketOf(leader);
    expect(await joinRoom(m, chatRoom(groupChannel.id))).toEqual({ ok: true, room: chatRoom(groupChannel.id) });
    expect(await joinRoom(l, chatRoom(groupChannel.id))).toEqual({ ok: true, room: chatRoom(groupChannel.id) });
    const received: ChatMessageView[] = [];
    m.on('chat:message', (message) => received.push(message));

    const arriving = nextEvent(m, 'chat:message');
    await send('post', `/api/chat/channels/${groupChannel.id}/messages`, { clientId: 'room-1', text: 'Welcome to the group!' }, 201, leader);
    expect(await arriving).toMatchObject({ text: 'Welcome to the group!' });

    const removed = nextEvent(m, 'room:removed');
    await send('delete', `/api/groups/${groupId}/members/${me.memberId}`, undefined, 200, leader);
    expect(await removed).toEqual({ room: chatRoom(groupChannel.id), error: expect.objectContaining({ code: 'AUTHORIZATION' }) });
    expect(m.connected).toBe(true);

    // The leader still hears the room; the removed member's socket (still connected) does not.
    const leaderHears = nextEvent(l, 'chat:message');
    await send('post', `/api/chat/channels/${groupChannel.id}/messages`, { clientId: 'room-2', text: 'Group only from here' }, 201, leader);
    expect(await leaderHears).toMatchObject({ text: 'Group only from here' });
    // One round trip on the member's socket: anything the room sent it before would have arrived first.
    await m.timeout(5000).emitWithAck('chat:presence', groupChannel.id);
    expect(received.map((message) => message.text)).toEqual(['Welcome to the group!']);
    // And it may not join again.
    expect(await joinRoom(m, chatRoom(groupChannel.id))).toMatchObject({ ok: false, error: { code: 'AUTHORIZATION' } });
  });

  it('successful-livestream: one livestream channel for the church, opened by the first who asks, read and written by everyone who watches, live in its room', async () => {
    const auditor = await t.signIn('auditor@demo.church');
    const first = (await send('post', '/api/chat/livestream', {}, 200, member)).body.id as string;
    const again = (await send('post', '/api/chat/livestream', {}, 200, leader)).body.id as string;
    expect(again).toBe(first);
    await send('post', '/api/chat/livestream', {}, 403, auditor);
    // Nobody opens another by hand, and it is not one of the community chat's channels.
    await send('post', '/api/chat/channels', { name: 'Second stream', kind: 'livestream' }, 400, leader);
    expect((await channels(member)).some((c) => c.id === first)).toBe(false);

    const m = await socketOf(member);
    expect(await joinRoom(m, chatRoom(first))).toEqual({ ok: true, room: chatRoom(first) });
    const arriving = nextEvent(m, 'chat:message');
    await send('post', `/api/chat/channels/${first}/messages`, { clientId: 'ls-1', text: 'Amen from the balcony!' }, 201, leader);
    expect(await arriving).toMatchObject({ channelId: first, text: 'Amen from the balcony!' });
    const page = (await get(`/api/chat/channels/${first}/messages`, member).expect(200)).body as { messages: ChatMessageView[] };
    expect(page.messages.map((message) => message.text)).toContain('Amen from the balcony!');
    await get(`/api/chat/channels/${first}/messages`, auditor).expect(403);
  });
});
