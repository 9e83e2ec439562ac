import type { SessionView } from '@koinonia/contracts';
import { sessionIdOf } from '../../../platform/auth/session-token.util';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { EVENT_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { READ_STORE } from '../../../platform/platform.tokens';
import { DEMO_PASSWORD } from '../../demo';
import { eventually } from '../../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { sessionStream, userStream } from '../domain/user.events';
import { SessionSweeper } from './session-sweeper.service';

describe('sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.http().get('/api/auth/user').set('Cookie', cookie);
  /** An ended session's cookie is no session at all. */
  const signedOut = async (cookie: string) => expect(await me(cookie)).toMatchObject({ status: 401, body: { code: 'AUTH_REQUIRED' } });

  it('lists my sessions, and signing out elsewhere ends all but this one', async () => {
    const phone = await t.signIn('pastor@demo.church');
    const laptop = await t.signIn('pastor@demo.church');
    const sessions = (await t.http().get('/api/auth/sessions').set('Cookie', laptop).expect(200)).body as SessionView[];
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(JSON.stringify(sessions)).not.toContain(laptop.split('=')[1]);

    const ended = await t.http().post('/api/auth/sessions/end-others').set('Cookie', laptop).expect(200);
    expect(ended.body.ended).toBeGreaterThanOrEqual(1);
    await me(laptop).expect(200);
    await signedOut(phone);
  });

  it('ends one named session of mine, and not someone else’s', async () => {
    const a = await t.signIn('staff@demo.church');
    const b = await t.signIn('staff@demo.church');
    const other = (await t.http().get('/api/auth/sessions').set('Cookie', a).expect(200)).body.find((s: SessionView) => !s.current) as SessionView;
    await t.http().delete(`/api/auth/sessions/${other.id}`).set('Cookie', a).expect(200);
    await signedOut(b);
    const leader = await t.signIn('leader@demo.church');
    const mine = (await t.http().get('/api/auth/sessions').set('Cookie', a).expect(200)).body[0] as SessionView;
    expect(await t.http().delete(`/api/auth/sessions/${mine.id}`).set('Cookie', leader)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
    await me(a).expect(200);
  });

  it('lets an administrator revoke every session of a user, and nobody else', async () => {
    const member = await t.signIn('member@demo.church');
    const admin = await t.signIn('admin@demo.church');
    const users = (await t.http().get('/api/admin/users').set('Cookie', admin).expect(200)).body as Array<{ id: string; email: string }>;
    const target = users.find((u) => u.email === 'member@demo.church')!;
    expect(await t.http().post(`/api/admin/users/${target.id}/revoke-sessions`).set('Cookie', member)).toMatchObject({
      status: 403,
      body: { code: 'AUTHORIZATION' },
    });
    const revoked = await t.http().post(`/api/admin/users/${target.id}/revoke-sessions`).set('Cookie', admin).expect(200);
    expect(revoked.body.ended).toBeGreaterThanOrEqual(1);
    await signedOut(member);
  });
});

describe('session expiry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => {
    jest.useRealTimers();
    return t.close();
  });

  it('ends a session idle for 30 minutes with AUTH_EXPIRED, and keeps an active one alive', async () => {
    const idle = await t.signIn('auditor@demo.church');
    const active = await t.signIn('leader@demo.church');
    const start = Date.now();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'] });
    // Active: a request every 20 minutes for 100 minutes renews the idle end each time.
    for (let minutes = 20; minutes <= 100; minutes += 20) {
      jest.setSystemTime(start + minutes * 60_000);
      await t.http().get('/api/auth/user').set('Cookie', active).expect(200);
      await new Promise((r) => setTimeout(r, 100));
    }
    // The renewals are on the session's own stream: the account's stream does not grow with activity.
    const leaderId = ((await t.http().get('/api/auth/user').set('Cookie', active).expect(200)).body as { id: string }).id;
    const events = t.app.get<EventStore>(EVENT_STORE);
    const renewals = await events.readStream(sessionStream(sessionIdOf(active.split('=')[1])));
    expect(renewals.length).toBeGreaterThanOrEqual(4);
    expect(new Set(renewals.map((e) => e.type))).toEqual(new Set(['UserSessionRenewed']));
    expect((await events.readStream(userStream(leaderId))).map((e) => e.type)).not.toContain('UserSessionRenewed');

    const expired = await t.http().get('/api/auth/user').set('Cookie', idle);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 'AUTH_EXPIRED', message: 'Your session has expired. Please sign in again.' });

    // The sweep takes the idle one out of the read model, as an event on its own stream, and leaves the active one.
    const sessions = t.app.get<ReadStore>(READ_STORE).collection('sessions');
    const idleId = sessionIdOf(idle.split('=')[1]);
    const activeId = sessionIdOf(active.split('=')[1]);
    expect(await sessions.findOne({ _id: idleId })).not.toBeNull();
    expect(await t.app.get(SessionSweeper).run(new Date(start + 100 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await events.readStream(sessionStream(idleId))).map((e) => e.type)).toEqual(['UserSessionExpired']);
    await eventually(async () => expect(await sessions.findOne({ _id: idleId })).toBeNull());
    expect(await sessions.findOne({ _id: activeId })).not.toBeNull();
    expect((await events.readStream(sessionStream(activeId))).map((e) => e.type)).not.toContain('UserSessionExpired');
    // Past the absolute lifetime (12 hours), even an active session ends.
    jest.setSystemTime(start + 13 * 60 * 60_000);
    expect((await t.http().get('/api/auth/user').set('Cookie', active)).body.code).toBe('AUTH_EXPIRED');
    await t.app.get(SessionSweeper).run();
    await eventually(async () => expect(await sessions.findOne({ _id: activeId })).toBeNull());
  });
});

describe('session idle time', () => {
  it('is SESSION_IDLE_MINUTES when set', async () => {
    const t = await startTestApp({ demoMemberCount: 2, env: { SESSION_IDLE_MINUTES: '5' } });
    try {
      const before = Date.now();
      const signedIn = await t.http().post('/api/auth/login').send({ email: 'member@demo.church', password: DEMO_PASSWORD }).expect(200);
      const cookie = ([] as string[]).concat(signedIn.headers['set-cookie'])[0].split(';')[0];
      const [session] = (await t.http().get('/api/auth/sessions').set('Cookie', cookie).expect(200)).body as SessionView[];
      const idleFor = new Date(session.idleExpiresAt).getTime() - before;
      expect(idleFor).toBeGreaterThanOrEqual(5 * 60_000);
      expect(idleFor).toBeLessThan(6 * 60_000);
    } finally {
      await t.close();
    }
  });
});

describe('the session cookie when Secure (production)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 2, env: { COOKIE_SECURE: 'true' } });
  });
  afterAll(() => t.close());

  it('carries the __Host- prefix with exactly the attributes the prefix requires, and is cleared the same way', async () => {
    const signedIn = await t.http().post('/api/auth/login').send({ email: 'member@demo.church', password: DEMO_PASSWORD }).expect(200);
    const [cookie] = ([] as string[]).concat(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-koinonia_session=[^;]+; /);
    expect(cookie).toMatch(/; Path=\/(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).not.toMatch(/Domain=/i);
    const pair = cookie.split(';')[0];
    await t.http().get('/api/auth/user').set('Cookie', pair).expect(200);
    // The same token under the unprefixed name is nobody's session.
    expect((await t.http().get('/api/auth/user').set('Cookie', pair.replace('__Host-', ''))).status).toBe(401);

    const out = await t.http().post('/api/auth/logout').set('Cookie', pair).expect(204);
    const [cleared] = ([] as string[]).concat(out.headers['set-cookie']);
    expect(cleared).toMatch(/^__Host-koinonia_session=; /);
    expect(cleared).toMatch(/; Path=\/(;|$)/);
    expect(cleared).toMatch(/; Secure(;|$)/);
    expect((await t.http().get('/api/auth/user').set('Cookie', pair)).status).toBe(401);
  });
});
