import { generate } from 'otplib';
import { REALTIME_ROOMS, type AdminUserView, type TwoFactorEnrolmentView } from '@koinonia/contracts';
import { connectSocket, disconnected, joinRoom, listen, nextEvent, type TestSocket } from '../../../testing/socket-client.util';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

/** Sockets follow the rule that holders of some roles must set up two-step verification first. */
describe('sockets and the two-step verification requirement', () => {
  let t: TestApp;
  let baseUrl: string;
  const open: TestSocket[] = [];
  const track = (socket: TestSocket) => (open.push(socket), socket);

  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 0 });
    baseUrl = await listen(t);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(() => t.close());

  const requireFor = (cookie: string, roles: string[]) =>
    t.http().put('/api/admin/security-policy').set('Cookie', cookie).send({ twoFactorRequiredRoles: roles }).expect(200);

  it('closes the sockets of people the new requirement sends to set it up, refuses them a new one, and leaves the others', async () => {
    const admin = await t.signIn('admin@demo.church');
    const staffCookie = await t.signIn('staff@demo.church');
    const staff = track(await connectSocket(baseUrl, { cookie: staffCookie }));
    const pastor = track(await connectSocket(baseUrl, { cookie: await t.signIn('pastor@demo.church') }));
    const ended = nextEvent(staff, 'session:ended');
    const gone = disconnected(staff);

    await requireFor(admin, ['staff']);

    expect(await ended).toEqual({ reason: 'account-changed' });
    await gone;
    await expect(connectSocket(baseUrl, { cookie: staffCookie })).rejects.toMatchObject({
      message: 'TWO_FACTOR_SETUP_REQUIRED',
      data: { code: 'TWO_FACTOR_SETUP_REQUIRED' },
    });
    // Over HTTP the same session reaches only the set-up routes.
    expect((await t.http().get('/api/members').set('Cookie', staffCookie)).body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    expect(pastor.connected).toBe(true);

    await requireFor(admin, []);
    track(await connectSocket(baseUrl, { cookie: staffCookie }));
  });

  it('closes the sockets of someone whose required two-step verification an administrator turns off', async () => {
    const admin = await t.signIn('admin@demo.church');
    await requireFor(admin, ['pastor']);
    const pastorCookie = await t.signIn('pastor@demo.church');
    await expect(connectSocket(baseUrl, { cookie: pastorCookie })).rejects.toMatchObject({ message: 'TWO_FACTOR_SETUP_REQUIRED' });
    // Set up (the enrolment routes stay open), the same session may open a socket.
    const start = (await t.http().post('/api/auth/two-factor/start').set('Cookie', pastorCookie).expect(200)).body as TwoFactorEnrolmentView;
    await t
      .http()
      .post('/api/auth/two-factor/confirm')
      .set('Cookie', pastorCookie)
      .send({ enrolmentToken: start.enrolmentToken, code: await generate({ secret: start.secret }) })
      .expect(200);
    const socket = track(await connectSocket(baseUrl, { cookie: pastorCookie }));
    const ended = nextEvent(socket, 'session:ended');

    const pastor = ((await t.http().get('/api/admin/users').set('Cookie', admin).expect(200)).body as AdminUserView[]).find(
      (u) => u.email === 'pastor@demo.church',
    )!;
    await t.http().post(`/api/admin/users/${pastor.id}/two-factor/reset`).set('Cookie', admin).expect(200);

    expect(await ended).toEqual({ reason: 'account-changed' });
    await disconnected(socket);
    await requireFor(admin, []);
  });

  it('refuses an administrator who has not set it up the security feed, live or new', async () => {
    const admin = await t.signIn('admin@demo.church');
    const socket = track(await connectSocket(baseUrl, { cookie: admin }));
    expect(await joinRoom(socket, REALTIME_ROOMS.securityFeed)).toMatchObject({ ok: true });
    const gone = disconnected(socket);

    await requireFor(admin, ['admin']);

    await gone;
    await expect(connectSocket(baseUrl, { cookie: admin })).rejects.toMatchObject({ message: 'TWO_FACTOR_SETUP_REQUIRED' });
  });
});
