import type { FailedSignInSeries, NotificationList, SecurityEventPage } from '@koinonia/contracts';
import { EVENT_STORE } from '../../../platform/platform.tokens';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { DEMO_PASSWORD } from '../../demo';
import { eventually } from '../../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { LockoutNotices } from './lockout-notices.service';
import { UnmatchedSignIns } from './unmatched-sign-ins.service';

/** A lock holds against the source that caused it; its holder gets in from elsewhere, hears of it and can lift it. */
describe('lockout per source', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The per-account rate limit would stop these tests' hammering before the lockout rules are reached.
    t = await startTestApp({ demoMemberCount: 0, env: { SIGN_IN_LIMIT_PER_ACCOUNT: '200' } });
  });
  afterAll(() => t.close());

  const from = (source: string, email: string, password = 'wrong-guess-1') =>
    t.http().post('/api/auth/login').set('X-Forwarded-For', source).send({ email, password });
  const cookieOf = (response: { headers: Record<string, unknown> }) => ([] as string[]).concat(response.headers['set-cookie'] as string[])[0].split(';')[0];

  it('successful-login: five failures from one address lock that address out; the holder gets in from another, is told, and unlocks with the emailed link', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await from('203.0.113.50', 'leader@demo.church', `wrong-${i}-x`)).body.code);
    expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'ACCOUNT_LOCKED']);
    // Even the right password is refused from there…
    expect((await from('203.0.113.50', 'leader@demo.church', DEMO_PASSWORD)).status).toBe(423);
    // …and let in from anywhere else.
    expect((await from('203.0.113.51', 'leader@demo.church', DEMO_PASSWORD)).status).toBe(200);

    // The holder is told: an email with the link, and a notification in the app.
    await t.app.get(LockoutNotices).idle();
    const mail = (await t.outbox()).find((m) => m.to === 'leader@demo.church')!;
    expect(mail.subject).toBe('Failed sign-ins to your Koinonia account');
    expect(mail.text).toContain(
      'There were 5 failed attempts to sign in to your Grace Community Church account on Koinonia from the internet address 203.0.113.50.',
    );
    const samuel = cookieOf(await from('198.51.100.60', 'leader@demo.church', DEMO_PASSWORD).expect(200));
    const notice = await eventually(async () => {
      const page = (await t.http().get('/api/notifications').set('Cookie', samuel).expect(200)).body as NotificationList;
      const found = page.items.find((n) => n.messageKey === 'signInAttemptsFromSource');
      if (!found) throw new Error('no notice yet');
      return found;
    });
    expect(notice).toMatchObject({ category: 'security', priority: 'high', link: '/account/security' });
    expect(notice.params).toEqual({ attempts: '5', until: expect.any(String), source: '203.0.113.50' });

    // The link lifts the lock, once.
    const { token } = await t.linkFromOutbox('leader@demo.church', '/unlock-account');
    await t.http().post('/api/auth/unlock').send({ token }).expect(204);
    expect((await from('203.0.113.50', 'leader@demo.church', DEMO_PASSWORD)).status).toBe(200);
    const again = await t.http().post('/api/auth/unlock').send({ token }).expect(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  it('failing-login: a stranger guessing from one /64 cannot lock the account for everyone, however long they go on', async () => {
    for (let i = 0; i < 30; i++) await from(`2001:db8:66:1::${i + 1}`, 'staff@demo.church', `wrong-${i}-x`);
    expect((await from('2001:db8:66:1:ffff::1', 'staff@demo.church', DEMO_PASSWORD)).status).toBe(423);
    expect((await from('2001:db8:66:2::1', 'staff@demo.church', DEMO_PASSWORD)).status).toBe(200);
  });

  it('failing-login: twenty failures from all sources together lock the account for every source', async () => {
    const codes: string[] = [];
    for (let source = 1; source <= 5; source++)
      for (let i = 0; i < 4; i++) codes.push((await from(`192.0.2.${source}`, 'auditor@demo.church', `wrong-${source}-${i}`)).body.code);
    expect(codes.slice(0, 19).every((c) => c === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes[19]).toBe('ACCOUNT_LOCKED');
    const elsewhere = await from('198.51.100.99', 'auditor@demo.church', DEMO_PASSWORD);
    expect(elsewhere.status).toBe(423);
    await t.app.get(LockoutNotices).idle();
    const mail = (await t.outbox()).find((m) => m.to === 'auditor@demo.church')!;
    expect(mail.text).toContain('from several addresses. To protect your account, all sign-ins are paused until');
  });

  it('counts failures against unknown addresses in tallies, not one event each, and the log and chart still show every one', async () => {
    const store = t.app.get<EventStore>(EVENT_STORE);
    const tallies = async () => (await store.readAll()).filter((e) => e.type === 'SignInAttemptsFailed' && e.data.email === 'nobody@nowhere.example');
    for (let i = 0; i < 8; i++) await from('198.51.100.77', 'nobody@nowhere.example', `guess-${i}-x`);
    // The first at once, so the security center sees it as it happens…
    expect((await tallies()).map((e) => e.data.attempts)).toEqual([1]);
    // …and the rest of the window as one tally.
    await t.app.get(UnmatchedSignIns).flush();
    expect((await tallies()).map((e) => e.data.attempts)).toEqual([1, 7]);

    const admin = await t.signIn('admin@demo.church');
    const entries = await eventually(async () => {
      const page = (await t.http().get('/api/security/events').query({ type: 'sign-in-failed', pageSize: 100 }).set('Cookie', admin).expect(200))
        .body as SecurityEventPage;
      const mine = page.items.filter((e) => e.details.email === 'nobody@nowhere.example');
      if (mine.length < 2) throw new Error('not logged yet');
      return mine;
    });
    expect(entries.map((e) => e.details.attempts).sort()).toEqual([1, 7]);
    expect(entries[0].details).toMatchObject({ reason: 'unknown-account', source: '198.51.100.77', firstAt: expect.any(String), lastAt: expect.any(String) });
    const chart = (await t.http().get('/api/security/failed-sign-ins').query({ range: '24h', timeZone: 'UTC' }).set('Cookie', admin).expect(200))
      .body as FailedSignInSeries;
    const sinceStart = (await store.readAll()).filter((e) => e.type === 'UserSignInFailed').length;
    expect(chart.total).toBe(sinceStart + 8);
  });
});

describe('the cap on failures against unknown addresses', () => {
  it('failing-login: past it every failed sign-in answers RATE_LIMITED, the right password still gets in', async () => {
    const t = await startTestApp({ demoMemberCount: 0, env: { SIGN_IN_LIMIT_UNKNOWN_ACCOUNTS: '3' } });
    try {
      const from = (source: string, email: string, password = 'wrong-guess-1') =>
        t.http().post('/api/auth/login').set('X-Forwarded-For', source).send({ email, password });
      for (let i = 0; i < 3; i++) expect((await from(`198.51.100.${i + 1}`, `guess-${i}@nowhere.example`)).body.code).toBe('INVALID_CREDENTIALS');
      const capped = await from('198.51.100.9', 'guess-9@nowhere.example');
      expect(capped.status).toBe(429);
      expect(capped.body.code).toBe('RATE_LIMITED');
      // A real account's wrong password answers the same, or the difference would tell who has an account.
      expect((await from('198.51.100.10', 'member@demo.church')).body.code).toBe('RATE_LIMITED');
      expect((await from('198.51.100.10', 'member@demo.church', DEMO_PASSWORD)).status).toBe(200);
      // Past the cap, failures are only counted, together.
      await t.app.get(UnmatchedSignIns).flush();
      const overflow = (await t.app.get<EventStore>(EVENT_STORE).readAll()).filter((e) => e.type === 'SignInAttemptsFailed' && e.data.email === null);
      expect(overflow.map((e) => e.data)).toEqual([expect.objectContaining({ attempts: 1, source: null, reason: 'unknown-account' })]);
    } finally {
      await t.close();
    }
  });
});
