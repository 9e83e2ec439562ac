import { can, CONSISTENCY_HEADER, USER_ROLES, type UserRole } from '@koinonia/contracts';
import { routeCatalogue, socketEventCatalogue, type RouteInfo } from '../../testing/route-catalogue.util';
import { connectSocket, listen, type TestSocket } from '../../testing/socket-client.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

const SAMPLE_ID = '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21';

describe('permissions: every route × every role', () => {
  let t: TestApp;
  let routes: RouteInfo[];
  const cookies = new Map<UserRole, string>();

  beforeAll(async () => {
    t = await startTestApp();
    routes = routeCatalogue(t.app);
    for (const role of USER_ROLES) cookies.set(role, await t.signIn(`${role}@demo.church`));
  });
  afterAll(() => t.close());

  it('finds the routes of the app', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'get /api/members',
        'post /api/members',
        'patch /api/members/:id',
        'get /api/ministries',
        'get /api/auth/user',
        'get /api/health',
        'post /api/sermons',
        'post /api/sermons/:id/publish',
        'get /api/podcast/feed.xml',
        'get /api/media/:id/content',
        'patch /api/uploads/:id',
        'post /api/sms/sends',
        'post /api/sms/webhooks/inbound',
        'get /api/chat/channels',
        'post /api/chat/channels/:id/messages',
        'post /api/chat/channels/:id/attachments',
        'get /api/chat/attachments/:id',
      ]),
    );
  });

  it('declares an access rule on every route (a route without one fails the build)', () => {
    expect(routes.filter((r) => !r.access).map((r) => r.handler)).toEqual([]);
  });

  it('answers each role as the permission table says', async () => {
    const mismatches: string[] = [];
    for (const route of routes) {
      if (route.access?.kind === 'public') continue;
      const url = route.path.replace(/:[A-Za-z]+/g, SAMPLE_ID);
      for (const role of USER_ROLES) {
        const allowed = route.access?.kind === 'signed-in' || (route.access?.kind === 'permission' && can([role], route.access.permission));
        const call = (
          t.http() as unknown as Record<string, (u: string) => { set: (k: string, v: string) => Promise<{ status: number; body: { code?: string } }> }>
        )[route.method](url);
        const response = await call.set('Cookie', cookies.get(role)!);
        // A HEAD answer has no body to name its code: its 403 is the refusal (tus asks an upload's offset by HEAD).
        const refused = response.status === 403 && (route.method === 'head' || response.body.code === 'AUTHORIZATION');
        if (allowed === refused || response.status === 401)
          mismatches.push(`${role} ${route.method} ${route.path}: ${response.status} ${response.body.code ?? ''}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Every route for seven roles: a few hundred requests.
  }, 60_000);

  it('declares an access rule on every socket event a client may send (one without fails the build)', () => {
    const events = socketEventCatalogue(t.app);
    expect(events.map((e) => e.event)).toEqual(expect.arrayContaining(['room:join', 'room:leave']));
    expect(events.filter((e) => !e.access).map((e) => e.handler)).toEqual([]);
  });

  it('answers each role on each socket event as the permission table says', async () => {
    const baseUrl = await listen(t);
    const sockets: TestSocket[] = [];
    const mismatches: string[] = [];
    try {
      for (const role of USER_ROLES) {
        const socket = await connectSocket(baseUrl, { cookie: cookies.get(role)! });
        sockets.push(socket);
        for (const { event, access } of socketEventCatalogue(t.app)) {
          if (access?.kind === 'public') continue;
          const allowed = access?.kind === 'signed-in' || (access?.kind === 'permission' && can([role], access.permission));
          // A payload no handler accepts: past the guard it is the handler's own refusal, never AUTHORIZATION from the table.
          const ack = (await socket.timeout(5000).emitWithAck(event as 'room:join', null as unknown as string)) as { ok: boolean; error?: { code: string } };
          const refused = ack.ok === false && ack.error?.code === 'AUTHORIZATION';
          if (allowed === refused) mismatches.push(`${role} ${event}: ${JSON.stringify(ack)}`);
        }
      }
    } finally {
      for (const socket of sockets) socket.close();
    }
    expect(mismatches).toEqual([]);
  });

  it('answers the podcast feeds without sign-in, and lets only the media team (content.manage) write sermons', async () => {
    expect((await t.http().get('/api/podcast/feed.xml')).status).toBe(200);
    for (const role of USER_ROLES) {
      const response = await t.http().post('/api/sermons').set('Cookie', cookies.get(role)!).send({});
      expect({ role, status: response.status }).toEqual({ role, status: can([role], 'content.manage') ? 400 : 403 });
    }
  });

  it('refuses a vendor the member directory, and a member any change to it', async () => {
    const vendor = await t.http().get('/api/members').set('Cookie', cookies.get('vendor')!);
    expect(vendor.status).toBe(403);
    expect(vendor.body).toEqual({ code: 'AUTHORIZATION', message: 'Something unexpected happened. Our team has been notified.' });
    const member = await t
      .http()
      .post('/api/members')
      .set('Cookie', cookies.get('member')!)
      .send({ fullName: 'X Y', email: 'xy@example.org', ministry: 'Youth', role: 'member' });
    expect(member.status).toBe(403);
    const auditor = await t.http().patch(`/api/members/${SAMPLE_ID}`).set('Cookie', cookies.get('auditor')!).send({ fullName: 'Changed' });
    expect(auditor.status).toBe(403);
  });

  it("answers members' privacy per role: the choice is the member's or the directory writers', the whole directory needs members.private.read", async () => {
    const staff = cookies.get('staff')!;
    const made = await t
      .http()
      .post('/api/members')
      .set('Cookie', staff)
      .send({ fullName: 'Junia Unlisted', email: 'junia@rome.example', ministry: 'Care', role: 'member' })
      .expect(201);
    const choice = { listed: false, shareEmail: false, sharePhone: false, shareAddress: false };
    const hidden = await t.http().put(`/api/members/${made.body.id}/privacy`).set('Cookie', staff).send(choice).expect(200);
    const listed = (await t.http().get('/api/members?search=admin@demo.church').set('Cookie', staff).set(CONSISTENCY_HEADER, hidden.body.position).expect(200))
      .body.items[0];
    const mismatches: string[] = [];
    const expectStatus = (role: UserRole, what: string, actual: number, expected: number) => {
      if (actual !== expected) mismatches.push(`${role} ${what}: ${actual}, expected ${expected}`);
    };
    for (const role of USER_ROLES) {
      const cookie = cookies.get(role)!;
      const reads = can([role], 'members.read');
      const whole = can([role], 'members.private.read');
      // Someone else's choice (sent unchanged, so nothing is recorded).
      const other = await t.http().put(`/api/members/${listed.id}/privacy`).set('Cookie', cookie).send(listed.privacy);
      expectStatus(role, "another member's privacy", other.status, can([role], 'members.write') ? 200 : 403);
      const me = await t.http().get('/api/members/me').set('Cookie', cookie);
      if (me.status === 200) {
        const own = await t.http().put(`/api/members/${me.body.id}/privacy`).set('Cookie', cookie).send(me.body.privacy);
        expectStatus(role, 'their own privacy', own.status, 200);
      }
      const profile = await t.http().get(`/api/members/${made.body.id}`).set('Cookie', cookie);
      expectStatus(role, 'an unlisted profile', profile.status, whole ? 200 : reads ? 404 : 403);
      const history = await t.http().get(`/api/members/${listed.id}/history`).set('Cookie', cookie);
      expectStatus(role, "a listed member's history", history.status, whole ? 200 : 403);
    }
    expect(mismatches).toEqual([]);
  });

  it("answers the livestream's public routes per role: everyone who reads the congregation, visitors only once the public watch page is on", async () => {
    const mismatches: string[] = [];
    for (const role of USER_ROLES) {
      const status = await t.http().get('/api/livestream/status').set('Cookie', cookies.get(role)!);
      const expected = can([role], 'congregation.read') ? 200 : 403;
      if (status.status !== expected) mismatches.push(`${role} GET /api/livestream/status: ${status.status}, expected ${expected}`);
    }
    expect(mismatches).toEqual([]);
    await t.http().get('/api/livestream/status').expect(401);
    await t.http().put('/api/livestream/options').set('Cookie', cookies.get('staff')!).send({ publicWatch: true }).expect(200);
    await t.http().get('/api/livestream/status').expect(200);
    await t.http().put('/api/livestream/options').set('Cookie', cookies.get('staff')!).send({ publicWatch: false }).expect(200);
  });
});
