import { DEMO_PASSWORD } from '../../demo';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { APP_REACTORS } from '../../../testing/app-reactors.constant';

describe('sign-in API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('successful-login: sets an httpOnly SameSite session cookie and returns the user', async () => {
    const response = await t.http().post('/api/auth/login').send({ email: 'Pastor@Demo.Church ', password: DEMO_PASSWORD }).expect(200);
    expect(response.body).toEqual({
      id: expect.any(String),
      email: 'pastor@demo.church',
      displayName: 'Daniel Mensah',
      roles: ['pastor'],
      memberId: expect.any(String),
      twoFactorEnabled: false,
      twoFactorSetupRequired: false,
    });
    const cookie = ([] as string[]).concat(response.headers['set-cookie'])[0];
    expect(cookie).toMatch(/^koinonia_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await t.http().get('/api/auth/user').set('Cookie', cookie.split(';')[0]).expect(200);
    expect(me.body.email).toBe('pastor@demo.church');
  });

  it('successful-login: every sign-in gets a new session id, and the one the browser held before ends', async () => {
    const sessionOf = (response: { headers: Record<string, unknown> }) => ([] as string[]).concat(response.headers['set-cookie'] as string[])[0].split(';')[0];
    const first = await t.signIn('leader@demo.church');
    // The same browser signs in again, sending the cookie it holds (as a planted or left-over one would be sent).
    const again = await t.http().post('/api/auth/login').set('Cookie', first).send({ email: 'leader@demo.church', password: DEMO_PASSWORD }).expect(200);
    const second = sessionOf(again);
    expect(second).not.toBe(first);
    await t.http().get('/api/auth/user').set('Cookie', second).expect(200);
    expect((await t.http().get('/api/auth/user').set('Cookie', first)).body.code).toBe('AUTH_REQUIRED');
    // A cookie the server never issued is simply replaced.
    const planted = await t
      .http()
      .post('/api/auth/login')
      .set('Cookie', 'koinonia_session=chosen-by-an-attacker')
      .send({ email: 'leader@demo.church', password: DEMO_PASSWORD })
      .expect(200);
    expect(sessionOf(planted)).not.toBe('koinonia_session=chosen-by-an-attacker');
    // A failed sign-in leaves the session the browser holds alone.
    const failed = await t
      .http()
      .post('/api/auth/login')
      .set('Cookie', second)
      .send({ email: 'leader@demo.church', password: 'not-the-password-1' })
      .expect(401);
    expect(failed.body.code).toBe('INVALID_CREDENTIALS');
    await t.http().get('/api/auth/user').set('Cookie', second).expect(200);
  });

  it('failing-login: a wrong password and an unknown email get the same 401 INVALID_CREDENTIALS', async () => {
    const wrong = await t.http().post('/api/auth/login').send({ email: 'admin@demo.church', password: 'koinonia-demo-2' });
    const unknown = await t.http().post('/api/auth/login').send({ email: 'nobody@demo.church', password: 'koinonia-demo-1' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'The email or password you entered is not correct.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('failing-login: a missing password gets the catalogue message', async () => {
    const response = await t.http().post('/api/auth/login').send({ email: 'admin@demo.church' }).expect(400);
    expect(response.body.details.fields).toEqual([{ field: 'password', message: 'Please enter a valid password to continue.' }]);
  });

  it('every demo account can sign in', async () => {
    for (const role of ['admin', 'pastor', 'staff', 'leader', 'member', 'vendor', 'auditor', 'finance']) {
      const response = await t
        .http()
        .post('/api/auth/login')
        .send({ email: `${role}@demo.church`, password: DEMO_PASSWORD });
      expect(response.status).toBe(200);
      expect(response.body.roles).toEqual([role]);
    }
  });

  it('successful-logout: ends the session so the cookie no longer works', async () => {
    const cookie = await t.signIn('staff@demo.church');
    await t.http().get('/api/auth/user').set('Cookie', cookie).expect(200);
    await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    const after = await t.http().get('/api/auth/user').set('Cookie', cookie).expect(401);
    expect(after.body).toEqual({ code: 'AUTH_REQUIRED', message: 'Please sign in to access this feature.' });
  });

  it('refuses a forged cookie', async () => {
    const forged = await t.http().get('/api/auth/user').set('Cookie', 'koinonia_session=forged-token').expect(401);
    expect(forged.body.code).toBe('AUTH_REQUIRED');
  });

  it('without a session every /api route except sign-in, sign-out, health and the maintenance status answers 401 AUTH_REQUIRED', async () => {
    const openapi = (await t.http().get('/api/docs/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    // Browsers report errors before signing in too (the sign-in page fails as well).
    const open = new Set([
      'post /api/auth/login',
      'post /api/auth/login/two-factor',
      'post /api/auth/logout',
      'post /api/auth/forgot-password',
      'post /api/auth/reset-password',
      'post /api/auth/accept-invite',
      'post /api/auth/unlock',
      'get /api/health',
      'post /api/admin/login',
      'get /api/organisation/status',
      'post /api/errors/log',
      // The church's public calendar, for any calendar app to subscribe to.
      'get /api/calendar/public.ics',
      // A volunteer's answer from the signed link in their email: the token, not a session, says who.
      'post /api/volunteer-assignments/{id}/confirm-by-link',
      'post /api/volunteer-assignments/{id}/decline-by-link',
      // The page the email's link opens shows the slot first: the link's token says who.
      'get /api/volunteer-assignments/{id}/by-link',
      // Visitors give without an account; a gift's unguessable id is its key; Stripe signs its webhooks.
      'get /api/giving/online',
      'post /api/giving/online/visitor-gifts',
      'get /api/giving/online/gifts/{id}',
      'post /api/giving/webhooks/stripe',
      // Twilio signs its SMS webhooks (X-Twilio-Signature): the signature, not a session, is the key.
      'post /api/sms/webhooks/status',
      'post /api/sms/webhooks/inbound',
      // A personal calendar feed: calendar apps send no session, its secret token is the key.
      'get /api/calendar/feeds/{token}.ics',
      // Podcast apps subscribe without an account: the published sermons' feeds and their cover.
      'get /api/podcast/feed.xml',
      'get /api/podcast/series/{id}/feed.xml',
      'get /api/podcast/cover.png',
      // A published sermon's library file, the feed's enclosure (only a published sermon's, only its recording).
      'get /api/podcast/media/{id}',
      // Unsubscribing from the church's email needs no account: the link's signed token says who (one-click, and the link's page).
      'get /api/email/unsubscribe',
      'post /api/email/unsubscribe',
      'post /api/email/unsubscribe/page',
    ]);
    const checked: string[] = [];
    for (const [path, operations] of Object.entries(openapi.paths)) {
      for (const method of Object.keys(operations)) {
        const key = `${method} ${path}`;
        if (open.has(key)) continue;
        const url = path.replace(/\{[^}]+\}/g, '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21');
        const response = await (t.http() as unknown as Record<string, (u: string) => Promise<{ status: number; body: { code: string } }>>)[method](url);
        // A HEAD answer has no body to carry its code (tus asks an upload's offset by HEAD): its status says it.
        const code = method === 'head' ? 'AUTH_REQUIRED' : response.body.code;
        expect({ key, status: response.status, code }).toEqual({ key, status: 401, code: 'AUTH_REQUIRED' });
        checked.push(key);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'get /api/members',
        'post /api/members',
        'patch /api/members/{id}',
        'get /api/auth/user',
        'get /api/ministries',
        'post /api/auth/password',
        'post /api/admin/users',
        'get /api/admin/outbox',
      ]),
    );
  });

  it('reports health without a session as its status alone; the details to administrators', async () => {
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
    expect((await t.http().get('/api/health/details')).status).toBe(401);
    expect(
      (
        await t
          .http()
          .get('/api/health/details')
          .set('Cookie', await t.signIn('staff@demo.church'))
      ).status,
    ).toBe(403);
    const health = (
      await t
        .http()
        .get('/api/health/details')
        .set('Cookie', await t.signIn('admin@demo.church'))
        .expect(200)
    ).body;
    expect(health.status).toBe('ok');
    expect(health.eventStore.adapter).toBe('sqlite');
    expect(BigInt(health.eventStore.position)).toBeGreaterThan(0n);
    expect(health.projections.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['member-directory', 'users', 'sessions']));
    expect(health.reactors.map((r: { name: string }) => r.name).sort()).toEqual([...APP_REACTORS]);
    for (const entry of [...health.projections, ...health.reactors]) expect(entry).toMatchObject({ status: 'running', lastError: null });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.http().get('/api/no-such-thing').expect(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });
});
