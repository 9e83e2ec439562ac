import { can, USER_ROLES, type UserRole } from '@koinonia/contracts';
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
      expect.arrayContaining(['get /api/members', 'post /api/members', 'patch /api/members/:id', 'get /api/ministries', 'get /api/auth/user', 'get /api/health']),
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
        const call = (t.http() as unknown as Record<string, (u: string) => { set: (k: string, v: string) => Promise<{ status: number; body: { code?: string } }> }>)[route.method](url);
        const response = await call.set('Cookie', cookies.get(role)!);
        const refused = response.status === 403 && response.body.code === 'AUTHORIZATION';
        if (allowed === refused || response.status === 401) mismatches.push(`${role} ${route.method} ${route.path}: ${response.status} ${response.body.code ?? ''}`);
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

  it('refuses a vendor the member directory, and a member any change to it', async () => {
    const vendor = await t.http().get('/api/members').set('Cookie', cookies.get('vendor')!);
    expect(vendor.status).toBe(403);
    expect(vendor.body).toEqual({ code: 'AUTHORIZATION', message: 'Something unexpected happened. Our team has been notified.' });
    const member = await t.http().post('/api/members').set('Cookie', cookies.get('member')!).send({ fullName: 'X Y', email: 'xy@example.org', ministry: 'Youth', role: 'member' });
    expect(member.status).toBe(403);
    const auditor = await t.http().patch(`/api/members/${SAMPLE_ID}`).set('Cookie', cookies.get('auditor')!).send({ fullName: 'Changed' });
    expect(auditor.status).toBe(403);
  });
});
