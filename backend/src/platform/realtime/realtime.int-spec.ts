import { REALTIME_ROOMS, type SecurityEventView } from '@koinonia/contracts';
import { RealtimeService } from './realtime.service';
import { connectSocket, disconnected, joinRoom, listen, nextEvent, type TestSocket } from '../../testing/socket-client.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('realtime (socket.io on the app port)', () => {
  let t: TestApp;
  let baseUrl: string;
  const open: TestSocket[] = [];
  const track = (socket: TestSocket) => (open.push(socket), socket);

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await listen(t);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  it('refuses a handshake without a session, with AUTH_REQUIRED', async () => {
    await expect(connectSocket(baseUrl)).rejects.toMatchObject({ message: 'AUTH_REQUIRED', data: { code: 'AUTH_REQUIRED' } });
    await expect(connectSocket(baseUrl, { cookie: 'koinonia_session=not-a-session' })).rejects.toMatchObject({ message: 'AUTH_REQUIRED' });
  });

  it('refuses another site’s page before any transport opens', async () => {
    const cookie = await t.signIn('member@demo.church');
    const polling = await t.http().get('/socket.io/?EIO=4&transport=polling').set('Origin', 'https://evil.example').set('Cookie', cookie);
    expect(polling.status).toBe(403);
    expect(polling.body).toEqual({ code: 'CROSS_SITE_REQUEST', message: expect.any(String) });
    // Refused by the transport itself, before any handshake could ask for a session: the upgrade is closed, polling answers 403.
    const evil = { origin: 'https://evil.example' };
    await expect(connectSocket(baseUrl, { cookie, headers: evil })).rejects.toMatchObject({ type: 'TransportError', message: 'websocket error' });
    await expect(connectSocket(baseUrl, { cookie, headers: evil, transport: 'polling' })).rejects.toMatchObject({ type: 'TransportError', description: 403 });
    // The app's own page (same Origin) is welcome, over either transport.
    track(await connectSocket(baseUrl, { cookie, headers: { origin: baseUrl } }));
    track(await connectSocket(baseUrl, { cookie, headers: { origin: baseUrl }, transport: 'polling' }));
  });

  it('answers requests no socket.io client would send in the catalogue’s words', async () => {
    const wrongPath = await t.http().get('/socket.io/anything');
    expect(wrongPath.status).toBe(404);
    expect(wrongPath.body).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    const oldProtocol = await t.http().get('/socket.io/?EIO=3&transport=polling');
    expect(oldProtocol.status).toBe(400);
    expect(oldProtocol.body).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await t.http().get('/socket.io/?EIO=4&transport=carrier-pigeon')).body.code).toBe('VALIDATION_ERROR');
  });

  it("puts each socket in its user's room, so a push to the user reaches every tab", async () => {
    const cookie = await t.signIn('staff@demo.church');
    const me = (await t.http().get('/api/auth/user').set('Cookie', cookie).expect(200)).body as { id: string };
    const [tab1, tab2] = [track(await connectSocket(baseUrl, { cookie })), track(await connectSocket(baseUrl, { cookie }))];
    const other = track(await connectSocket(baseUrl, { cookie: await t.signIn('leader@demo.church') }));
    let otherHeard = false;
    other.on('session:ended', () => (otherHeard = true));
    const heard = Promise.all([nextEvent(tab1, 'session:ended'), nextEvent(tab2, 'session:ended')]);
    t.app.get(RealtimeService).toUser(me.id, 'session:ended', { reason: 'revoked' });
    expect(await heard).toEqual([{ reason: 'revoked' }, { reason: 'revoked' }]);
    expect(otherHeard).toBe(false);
  });

  it('answers a room join through the permission table: AUTHORIZATION without it, ok with it', async () => {
    const member = track(await connectSocket(baseUrl, { cookie: await t.signIn('member@demo.church') }));
    expect(await joinRoom(member, REALTIME_ROOMS.securityFeed)).toEqual({ ok: false, error: { code: 'AUTHORIZATION', message: expect.any(String) } });
    expect(await joinRoom(member, 'no-such-room')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const admin = track(await connectSocket(baseUrl, { cookie: await t.signIn('admin@demo.church') }));
    const me = (
      await t
        .http()
        .get('/api/auth/user')
        .set('Cookie', await t.signIn('member@demo.church'))
        .expect(200)
    ).body as { id: string };
    // Nobody joins somebody else's user room by asking.
    expect(await joinRoom(admin, `user:${me.id}`)).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await joinRoom(admin, REALTIME_ROOMS.securityFeed)).toEqual({ ok: true, room: REALTIME_ROOMS.securityFeed });
  });

  it('pushes a new security-log entry to the security feed, live', async () => {
    const admin = track(await connectSocket(baseUrl, { cookie: await t.signIn('admin@demo.church') }));
    const member = track(await connectSocket(baseUrl, { cookie: await t.signIn('member@demo.church') }));
    let memberHeard = false;
    member.on('security:entry', () => (memberHeard = true));
    expect(await joinRoom(admin, REALTIME_ROOMS.securityFeed)).toMatchObject({ ok: true });
    const arrived = new Promise<SecurityEventView>((resolve) => {
      admin.on('security:entry', (entry) => {
        if (entry.type === 'sign-in-failed' && entry.details.email === 'intruder@example.org') resolve(entry);
      });
    });
    const refused = await t.http().post('/api/auth/login').send({ email: 'intruder@example.org', password: 'guessing-123' }).expect(401);
    expect(refused.body.code).toBe('INVALID_CREDENTIALS');
    expect(await arrived).toMatchObject({
      type: 'sign-in-failed',
      userId: null,
      details: { reason: 'unknown-account' },
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(memberHeard).toBe(false);
  });

  it('disconnects the sockets of a session that signs out, and only those', async () => {
    const cookie = await t.signIn('pastor@demo.church');
    const otherSession = track(await connectSocket(baseUrl, { cookie: await t.signIn('pastor@demo.church') }));
    const socket = track(await connectSocket(baseUrl, { cookie }));
    const ended = nextEvent(socket, 'session:ended');
    const gone = disconnected(socket);
    await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect(await ended).toEqual({ reason: 'signed-out' });
    expect(await gone).toBe('io server disconnect');
    expect(otherSession.connected).toBe(true);
    await expect(connectSocket(baseUrl, { cookie })).rejects.toMatchObject({ message: 'AUTH_REQUIRED' });
  });

  it("disconnects a user's sockets when an administrator revokes their sessions", async () => {
    const socket = track(await connectSocket(baseUrl, { cookie: await t.signIn('vendor@demo.church') }));
    const admin = await t.signIn('admin@demo.church');
    const users = (await t.http().get('/api/admin/users').set('Cookie', admin).expect(200)).body as Array<{ id: string; email: string }>;
    const vendor = users.find((u) => u.email === 'vendor@demo.church')!;
    const ended = nextEvent(socket, 'session:ended');
    await t.http().post(`/api/admin/users/${vendor.id}/revoke-sessions`).set('Cookie', admin).expect(200);
    expect(await ended).toEqual({ reason: 'revoked' });
    await disconnected(socket);
  });

  it('disconnects a socket when its session runs out, without any event', async () => {
    const ttl = t.config.session.ttlMs;
    t.config.session.ttlMs = 1500;
    try {
      const socket = track(await connectSocket(baseUrl, { cookie: await t.signIn('auditor@demo.church') }));
      const ended = nextEvent(socket, 'session:ended', 5000);
      expect(await ended).toEqual({ reason: 'expired' });
      await disconnected(socket);
    } finally {
      t.config.session.ttlMs = ttl;
    }
  });
});
