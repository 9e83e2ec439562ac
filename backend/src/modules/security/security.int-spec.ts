import Database from 'better-sqlite3';
import type { ActiveSessionView, ChainVerification, FailedSignInSeries, SecurityAccountView, SecurityEventPage, SecurityEventView } from '@koinonia/contracts';
import { DEMO_PASSWORD } from '../demo';
import { eventually } from '../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { SECURITY_LOG_STREAM } from './domain/security-log.events';

describe('security API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@demo.church');
    member = await t.signIn('member@demo.church');
  });
  afterAll(() => t.close());

  const events = (query: Record<string, string | number> = {}, cookie = admin) => t.http().get('/api/security/events').query(query).set('Cookie', cookie);
  const wrongPassword = (email: string) => t.http().post('/api/auth/login').set('User-Agent', 'int-spec').send({ email, password: 'not-the-password-1' });
  /** A failed sign-in, refused as such. */
  const failSignIn = async (email: string) => expect(await wrongPassword(email)).toMatchObject({ status: 401, body: { code: 'INVALID_CREDENTIALS' } });
  /** The newest entries, once the log has one that `matches`. */
  const logged = (matches: (e: SecurityEventView) => boolean) =>
    eventually(async () => {
      const page = (await events({ pageSize: 100 }).expect(200)).body as SecurityEventPage;
      const found = page.items.find(matches);
      if (!found) throw new Error('not logged yet');
      return found;
    });

  // Each test makes the entries it looks for, so any one runs alone or in any order.
  describe('GET /api/security/events', () => {
    it('lists what happened, newest first, with who and from where — failures for unknown emails too', async () => {
      await t.signIn('admin@demo.church');
      await failSignIn('leader@demo.church');
      await failSignIn('nobody-here@demo.church');

      const unknown = await logged((e) => e.type === 'sign-in-failed' && e.details.email === 'nobody-here@demo.church');
      expect(unknown).toMatchObject({
        userId: null,
        userName: null,
        ip: expect.any(String),
        details: { reason: 'unknown-account', email: 'nobody-here@demo.church', userAgent: 'int-spec' },
      });
      const wrong = await logged((e) => e.type === 'sign-in-failed' && e.userEmail === 'leader@demo.church');
      expect(wrong).toMatchObject({ userName: 'Samuel Kim', details: { reason: 'wrong-password' }, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(unknown.seq).toBeGreaterThan(wrong.seq);

      const page = (await events().expect(200)).body as SecurityEventPage;
      expect(page.page).toBe(1);
      expect(page.pageSize).toBe(25);
      const seqs = page.items.map((e) => e.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
      // This test's sign-in is there, with the admin as their own actor.
      const signIn = page.items.find((e) => e.type === 'sign-in' && e.userEmail === 'admin@demo.church')!;
      expect(signIn).toMatchObject({ actorName: signIn.userName, details: { userAgent: expect.any(String) } });
    });

    it('filters by type, user and time, and pages', async () => {
      await failSignIn('leader@demo.church');
      await failSignIn('someone-else@demo.church');
      await logged((e) => e.type === 'sign-in-failed' && e.details.email === 'someone-else@demo.church');
      const leader = await logged((e) => e.userEmail === 'leader@demo.church' && e.type === 'sign-in-failed');
      const failed = (await events({ type: 'sign-in-failed' }).expect(200)).body as SecurityEventPage;
      expect(failed.items.length).toBeGreaterThanOrEqual(2);
      expect(failed.items.every((e) => e.type === 'sign-in-failed')).toBe(true);

      const byUser = (await events({ userId: leader.userId! }).expect(200)).body as SecurityEventPage;
      expect(byUser.items.length).toBeGreaterThan(0);
      expect(byUser.items.every((e) => e.userId === leader.userId)).toBe(true);

      const at = new Date(leader.occurredAt).getTime();
      const around = (await events({ userId: leader.userId!, from: new Date(at).toISOString(), to: new Date(at + 1).toISOString() }).expect(200))
        .body as SecurityEventPage;
      expect(around.items.map((e) => e.seq)).toContain(leader.seq);
      const before = (await events({ userId: leader.userId!, to: new Date(at).toISOString() }).expect(200)).body as SecurityEventPage;
      expect(before.items.map((e) => e.seq)).not.toContain(leader.seq);

      const all = (await events({ pageSize: 100 }).expect(200)).body as SecurityEventPage;
      const second = (await events({ pageSize: 2, page: 2 }).expect(200)).body as SecurityEventPage;
      expect(second.total).toBe(all.total);
      expect(second.items.map((e) => e.seq)).toEqual(all.items.slice(2, 4).map((e) => e.seq));
    });

    it('refuses anyone without security.read, and bad filters with the field named', async () => {
      expect((await t.http().get('/api/security/events')).body.code).toBe('AUTH_REQUIRED');
      const refused = await events({}, member);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('AUTHORIZATION');
      expect((await events({}, await t.signIn('auditor@demo.church'))).status).toBe(403);

      const badType = await events({ type: 'coffee-break' });
      expect(badType.status).toBe(400);
      expect(badType.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        details: { fields: [{ field: 'type', message: 'Please choose one of the options offered.' }] },
      });
      expect((await events({ from: 'yesterday' })).body.details.fields).toEqual([{ field: 'from', message: 'Please enter a valid date.' }]);
      expect((await events({ userId: 'not-a-uuid' })).body.details.fields[0].field).toBe('userId');
      expect((await events({ pageSize: 1000 })).body.details.fields[0].field).toBe('pageSize');
      expect((await events({ from: '2026-11-02', to: '2026-11-01' })).body.details.fields).toEqual([
        { field: 'to', message: 'The end date must come after the start date.' },
      ]);
      expect((await events({ secret: 'x' })).status).toBe(400);
    });
  });

  describe('GET /api/security/failed-sign-ins', () => {
    it('counts failures per hour in the asked time zone, every bucket present', async () => {
      await failSignIn('leader@demo.church');
      await logged((e) => e.userEmail === 'leader@demo.church' && e.type === 'sign-in-failed');
      const failedToday = (
        (await events({ type: 'sign-in-failed', from: new Date(Date.now() - 23 * 3600_000).toISOString(), pageSize: 100 }).expect(200))
          .body as SecurityEventPage
      ).total;
      const series = (await t.http().get('/api/security/failed-sign-ins').query({ range: '24h', timeZone: 'Asia/Kolkata' }).set('Cookie', admin).expect(200))
        .body as FailedSignInSeries;
      expect(series).toMatchObject({ range: '24h', bucket: 'hour', timeZone: 'Asia/Kolkata' });
      expect(series.points).toHaveLength(24);
      expect(series.points.every((p) => /^\d{4}-\d{2}-\d{2}T\d{2}$/.test(p.key))).toBe(true);
      expect(series.total).toBe(series.points.reduce((sum, p) => sum + p.count, 0));
      expect(series.total).toBeGreaterThanOrEqual(failedToday);

      const month = (await t.http().get('/api/security/failed-sign-ins').query({ range: '30d' }).set('Cookie', admin).expect(200)).body as FailedSignInSeries;
      expect(month).toMatchObject({ bucket: 'day', timeZone: 'UTC' });
      expect(month.points).toHaveLength(30);
      expect(month.points[29].key).toBe(new Date().toISOString().slice(0, 10));
    });

    it('refuses a member, an unknown range and an unknown time zone', async () => {
      expect((await t.http().get('/api/security/failed-sign-ins').set('Cookie', member)).status).toBe(403);
      expect((await t.http().get('/api/security/failed-sign-ins').query({ range: '1y' }).set('Cookie', admin)).body.details.fields[0].field).toBe('range');
      const zone = await t.http().get('/api/security/failed-sign-ins').query({ timeZone: 'Mars/Olympus' }).set('Cookie', admin);
      expect(zone.status).toBe(400);
      expect(zone.body.details.fields[0].field).toBe('timeZone');
    });
  });

  describe('GET /api/security/accounts', () => {
    it('shows a locked account to an administrator, and nothing to a member', async () => {
      for (let i = 0; i < 5; i++) await wrongPassword('vendor@demo.church');
      const accounts = (await t.http().get('/api/security/accounts').set('Cookie', admin).expect(200)).body as SecurityAccountView[];
      expect(accounts.find((a) => a.email === 'vendor@demo.church')).toMatchObject({ lockedUntil: expect.any(String), failedLoginAttempts: 5 });
      expect(JSON.stringify(accounts)).not.toMatch(/passwordHash|argon2/);
      await logged((e) => e.type === 'account-locked' && e.userEmail === 'vendor@demo.church');
      expect((await t.http().get('/api/security/accounts').set('Cookie', member)).status).toBe(403);
    });
  });

  describe('sessions across users', () => {
    it('lists open sessions of every user, marking the asker’s own', async () => {
      const sessions = (await t.http().get('/api/security/sessions').set('Cookie', admin).expect(200)).body as ActiveSessionView[];
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      expect(sessions.find((s) => s.current)).toMatchObject({ userEmail: 'admin@demo.church' });
      expect(sessions.some((s) => s.userEmail === 'member@demo.church')).toBe(true);
      expect((await t.http().get('/api/security/sessions').set('Cookie', member)).status).toBe(403);
    });

    it('lets an administrator revoke one session, which then stops working and is logged', async () => {
      const staff = await t.signIn('staff@demo.church');
      const sessions = (await t.http().get('/api/security/sessions').set('Cookie', admin).expect(200)).body as ActiveSessionView[];
      const target = sessions.find((s) => s.userEmail === 'staff@demo.church')!;
      expect((await t.http().post(`/api/security/sessions/${target.id}/revoke`).set('Cookie', admin).expect(200)).body).toEqual({ ended: 1 });
      expect((await t.http().get('/api/auth/user').set('Cookie', staff)).status).toBe(401);
      await logged((e) => e.type === 'session-revoked' && e.userEmail === 'staff@demo.church' && e.actorName === 'Grace Okafor');
    });

    it('refuses a revocation without users.manage, and one of a session that does not exist', async () => {
      const sessions = (await t.http().get('/api/security/sessions').set('Cookie', admin).expect(200)).body as ActiveSessionView[];
      const pastor = await t.signIn('pastor@demo.church');
      expect((await t.http().post(`/api/security/sessions/${sessions[0].id}/revoke`).set('Cookie', pastor)).status).toBe(403);
      const missing = await t
        .http()
        .post(`/api/security/sessions/${'a'.repeat(64)}/revoke`)
        .set('Cookie', admin);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('NOT_FOUND');
      expect((await t.http().post('/api/security/sessions/not-a-session/revoke').set('Cookie', admin)).status).toBe(404);
    });
  });

  describe('POST /api/security/verify-chain', () => {
    const verify = (cookie = admin) => t.http().post('/api/security/verify-chain').set('Cookie', cookie);

    it('refuses anyone without security.read', async () => {
      expect((await verify(member)).status).toBe(403);
      expect((await t.http().post('/api/security/verify-chain')).status).toBe(401);
    });

    it('checks every entry of an intact chain', async () => {
      await failSignIn('staff@demo.church');
      const entry = await logged((e) => e.type === 'sign-in-failed' && e.userEmail === 'staff@demo.church');
      const result = (await verify().expect(200)).body as ChainVerification;
      expect(result.ok).toBe(true);
      expect(result.checked).toBeGreaterThan(entry.seq);
      expect(result.firstBreak).toBeUndefined();
    });

    it('names the entry edited in the events table as the first break, then a source event edited behind its entry', async () => {
      await failSignIn('pastor@demo.church');
      const target = await logged((e) => e.type === 'sign-in-failed' && e.userEmail === 'pastor@demo.church');
      const db = new Database((t.config.eventStore as { path: string }).path);
      // Every edit is undone however the test ends: the chain must hold for the tests that follow.
      const undo: Array<() => void> = [];
      const edit = (where: string, params: unknown[], change: string) => {
        const { data } = db.prepare(`SELECT data FROM events WHERE ${where}`).get(...params) as { data: string };
        undo.unshift(() => db.prepare(`UPDATE events SET data = ? WHERE ${where}`).run(data, ...params));
        db.prepare(`UPDATE events SET data = json_set(data, ${change}) WHERE ${where}`).run(...params);
      };
      try {
        edit('stream = ? AND revision = ?', [SECURITY_LOG_STREAM, target.seq], "'$.ip', '203.0.113.66'");
        const edited = (await verify().expect(200)).body as ChainVerification;
        expect(edited).toEqual({
          ok: false,
          checked: target.seq,
          firstBreak: { seq: target.seq, reason: 'hash-mismatch', type: 'sign-in-failed', occurredAt: target.occurredAt },
        });

        // Put the entry back; now change the domain event an earlier entry was made from.
        undo.shift()!();
        expect(((await verify().expect(200)).body as ChainVerification).ok).toBe(true);
        const earlier = (
          JSON.parse((db.prepare('SELECT data FROM events WHERE stream = ? AND revision = 1').get(SECURITY_LOG_STREAM) as { data: string }).data) as {
            source: { position: string };
          }
        ).source;
        edit('position = ?', [Number(earlier.position)], "'$.displayName', 'Someone Else'");
        expect(((await verify().expect(200)).body as ChainVerification).firstBreak).toMatchObject({ seq: 1, reason: 'source-changed' });
      } finally {
        for (const revert of undo) revert();
        db.close();
      }
      expect(((await verify().expect(200)).body as ChainVerification).ok).toBe(true);
    });
  });
});

describe('security log: a sign-in with the right password after failures', () => {
  it('logs the failures and the sign-in in the order they happened', async () => {
    const t = await startTestApp();
    try {
      await t.http().post('/api/auth/login').send({ email: 'member@demo.church', password: 'wrong-one-1' }).expect(401);
      await t.http().post('/api/auth/login').send({ email: 'member@demo.church', password: DEMO_PASSWORD }).expect(200);
      const admin = await t.signIn('admin@demo.church');
      const mine = await eventually(async () => {
        const page = (await t.http().get('/api/security/events').query({ pageSize: 100 }).set('Cookie', admin).expect(200)).body as SecurityEventPage;
        const items = page.items.filter((e) => e.userEmail === 'member@demo.church' && e.type !== 'user-created');
        if (items.length < 2) throw new Error('not yet');
        return items;
      });
      expect(mine.map((e) => e.type)).toEqual(['sign-in', 'sign-in-failed']);
    } finally {
      await t.close();
    }
  });
});
