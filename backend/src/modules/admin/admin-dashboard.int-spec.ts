import { CONSISTENCY_HEADER, USER_ROLES, type AdminUserView, type AdminUsersOverview, type SystemStatus } from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { holdWritesTo } from '../../testing/faults.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { memberDirectoryProjection } from '../members';
import { APP_REACTORS } from '../../testing/app-reactors.constant';

describe('admin dashboard API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@demo.church');
    member = await t.signIn('member@demo.church');
  });
  afterAll(() => t.close());

  /** Failed sign-ins answer without a position: read at the store's head so the read side has them. */
  const head = async () =>
    ((await t.http().get('/api/health/details').set('Cookie', admin).expect(200)).body as { eventStore: { position: string } }).eventStore.position;

  describe('GET /api/admin/overview', () => {
    it('successful-overview: counts agree with the account list, per role, state and newest sign-in', async () => {
      for (let i = 0; i < 2; i++) await t.http().post('/api/auth/login').send({ email: 'leader@demo.church', password: 'wrong-password-1' });
      const overview = (
        await t
          .http()
          .get('/api/admin/overview')
          .set('Cookie', admin)
          .set(CONSISTENCY_HEADER, await head())
          .expect(200)
      ).body as AdminUsersOverview;
      const users = (await t.http().get('/api/admin/users').set('Cookie', admin).expect(200)).body as AdminUserView[];

      expect(overview.total).toBe(users.length);
      expect(overview.active).toBe(users.filter((u) => u.active).length);
      expect(overview.deactivated).toBe(overview.total - overview.active);
      expect(overview.locked).toBe(0);
      for (const role of USER_ROLES) expect(overview.byRole[role]).toBe(users.filter((u) => u.roles.includes(role)).length);
      // The member signed in after the admin: newest first.
      expect(overview.recentSignIns.map((u) => u.email).slice(0, 2)).toEqual(['member@demo.church', 'admin@demo.church']);
      expect(overview.atRisk).toEqual([expect.objectContaining({ email: 'leader@demo.church', failedLoginAttempts: 2, lockedUntil: null })]);
      expect(JSON.stringify(overview)).not.toMatch(/passwordHash|argon2/);
    });

    it('counts a locked account as locked and lists it first', async () => {
      for (let i = 0; i < 5; i++)
        await t
          .http()
          .post('/api/auth/login')
          .send({ email: 'vendor@demo.church', password: `wrong-password-${i}` });
      const overview = (
        await t
          .http()
          .get('/api/admin/overview')
          .set('Cookie', admin)
          .set(CONSISTENCY_HEADER, await head())
          .expect(200)
      ).body as AdminUsersOverview;
      expect(overview.locked).toBe(1);
      expect(overview.atRisk[0]).toMatchObject({ email: 'vendor@demo.church', failedLoginAttempts: 5, lockedUntil: expect.any(String) });
    });

    it('failing-overview: refused to a member, and without a session', async () => {
      expect((await t.http().get('/api/admin/overview').set('Cookie', member)).body.code).toBe('AUTHORIZATION');
      expect(await t.http().get('/api/admin/overview')).toMatchObject({ status: 401, body: { code: 'AUTH_REQUIRED' } });
    });
  });

  describe('GET /api/admin/system', () => {
    it('successful-system: store kinds, positions, per-projection lag, disk use and the process', async () => {
      await t.settled();
      const system = (await t.http().get('/api/admin/system').set('Cookie', admin).expect(200)).body as SystemStatus;
      const health = (await t.http().get('/api/health/details').set('Cookie', admin).expect(200)).body as { eventStore: { position: string } };
      expect(system).toMatchObject({ status: 'ok', eventStore: { kind: 'sqlite' }, readStore: { kind: 'embedded' }, nodeVersion: process.version });
      expect(BigInt(system.eventStore.position)).toBeGreaterThan(0n);
      expect(BigInt(system.eventStore.position)).toBeLessThanOrEqual(BigInt(health.eventStore.position));
      expect(system.projections.map((p) => p.name)).toEqual(expect.arrayContaining(['users', 'member-directory', 'organisation-settings']));
      // Settled: every projection has reached the head.
      for (const projection of system.projections) expect(projection).toMatchObject({ checkpoint: system.eventStore.position, lag: 0 });
      expect(system.reactors.map((r) => r.name).sort()).toEqual([...APP_REACTORS]);
      for (const entry of [...system.projections, ...system.reactors]) expect(entry).toMatchObject({ status: 'running', lastError: null });
      expect(system.storage.eventStoreBytes).toBeGreaterThan(0);
      expect(system.storage.readStoreBytes).toBeGreaterThan(0);
      expect(system.storage.dataDirBytes).toBeGreaterThanOrEqual(system.storage.eventStoreBytes! + system.storage.readStoreBytes!);
      // The app runs in this very process.
      expect(Math.abs(system.uptimeSeconds - process.uptime())).toBeLessThanOrEqual(2);
      expect(Date.parse(system.checkedAt)).not.toBeNaN();
    });

    it('successful-system: a projection held behind shows how many events it lags', async () => {
      const held = holdWritesTo(t.app.get<ReadStore>(READ_STORE), memberDirectoryProjection.collection);
      try {
        await t
          .http()
          .post('/api/members')
          .set('Cookie', admin)
          .send({ fullName: 'Lydia Purple', email: 'lydia.purple@example.org', ministry: 'Hospitality', role: 'member' })
          .expect(201);
        await held.reached;
        const system = (await t.http().get('/api/admin/system').set('Cookie', admin).expect(200)).body as SystemStatus;
        const directory = system.projections.find((p) => p.name === memberDirectoryProjection.name)!;
        expect(directory.lag).toBeGreaterThanOrEqual(1);
        expect(directory.lag).toBe(Number(BigInt(system.eventStore.position) - BigInt(directory.checkpoint)));
      } finally {
        held.release();
      }
      await t.settled();
      const after = (await t.http().get('/api/admin/system').set('Cookie', admin).expect(200)).body as SystemStatus;
      expect(after.projections.find((p) => p.name === memberDirectoryProjection.name)).toMatchObject({ lag: 0 });
    });

    it('failing-system: refused to a member, and without a session', async () => {
      const refused = await t.http().get('/api/admin/system').set('Cookie', member);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('AUTHORIZATION');
      expect(await t.http().get('/api/admin/system')).toMatchObject({ status: 401, body: { code: 'AUTH_REQUIRED' } });
    });
  });

  describe('GET /api/admin/maintenance', () => {
    it('successful-maintenance: never used yet, it is off with no last change', async () => {
      expect((await t.http().get('/api/admin/maintenance').set('Cookie', admin).expect(200)).body).toEqual({ enabled: false, message: null, lastChange: null });
    });

    it('failing-maintenance: refused to a member', async () => {
      expect(await t.http().get('/api/admin/maintenance').set('Cookie', member)).toMatchObject({ status: 403, body: { code: 'AUTHORIZATION' } });
    });
  });
});
