import { CONSISTENCY_HEADER, DEFAULT_FEATURE_FLAGS, FEATURE_FLAGS } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('feature flags and maintenance mode API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@demo.church');
    member = await t.signIn('member@demo.church');
    staff = await t.signIn('staff@demo.church');
  });
  afterAll(() => t.close());

  const setFlag = (flag: string, enabled: unknown, cookie = admin) => t.http().put(`/api/admin/features/${flag}`).set('Cookie', cookie).send({ enabled });
  const setMaintenance = (body: object, cookie = admin) => t.http().put('/api/admin/maintenance').set('Cookie', cookie).send(body);

  describe('GET /api/organisation/features', () => {
    it('successful-features: any signed-in user reads every flag, all on at first', async () => {
      const response = await t.http().get('/api/organisation/features').set('Cookie', member).expect(200);
      expect(response.body).toEqual({ flags: DEFAULT_FEATURE_FLAGS });
      expect(Object.keys(response.body.flags)).toEqual([...FEATURE_FLAGS]);
    });

    it('failing-features: without a session, 401', async () => {
      expect((await t.http().get('/api/organisation/features').expect(401)).body.code).toBe('AUTH_REQUIRED');
    });
  });

  describe('PUT /api/admin/features/:flag', () => {
    it('successful-change-feature: turning memberDirectory off refuses the members API to everyone; on restores it', async () => {
      const off = await setFlag('memberDirectory', false).expect(200);
      expect(off.body).toEqual({ id: expect.any(String), position: expect.stringMatching(/^[1-9]\d*$/), revision: expect.any(Number) });
      const features = await t.http().get('/api/organisation/features').set('Cookie', member).set(CONSISTENCY_HEADER, off.body.position).expect(200);
      expect(features.body.flags).toEqual({ ...DEFAULT_FEATURE_FLAGS, memberDirectory: false });

      for (const cookie of [member, admin]) {
        const refused = await t.http().get('/api/members').set('Cookie', cookie);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({
          code: 'FEATURE_DISABLED',
          message: 'This part of the app has been turned off by your church. An administrator can turn it back on.',
          details: { feature: 'memberDirectory' },
        });
      }
      const write = await t
        .http()
        .post('/api/members')
        .set('Cookie', admin)
        .send({ fullName: 'Off Area', email: 'off.area@example.org', ministry: 'Youth', role: 'member' });
      expect(write.body.code).toBe('FEATURE_DISABLED');
      // Areas that were not turned off still answer.
      await t.http().get('/api/ministries').set('Cookie', member).expect(200);

      await setFlag('memberDirectory', true).expect(200);
      const restored = await t.http().get('/api/members').set('Cookie', member).expect(200);
      expect(restored.body.total).toBeGreaterThan(0);
      // The refused write above left nothing behind.
      expect((await t.http().get('/api/members').query({ search: 'off.area@example.org' }).set('Cookie', admin).expect(200)).body.total).toBe(0);
    });

    it('successful-change-feature: setting a flag to what it already is records nothing', async () => {
      const same = await setFlag('analytics', true).expect(200);
      expect(same.body.position).toBe('0');
    });

    it('failing-change-feature: a member is refused and nothing changes', async () => {
      const refused = await setFlag('memberDirectory', false, member);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('AUTHORIZATION');
      expect((await t.http().get('/api/organisation/features').set('Cookie', member).expect(200)).body.flags.memberDirectory).toBe(true);
    });

    it('failing-change-feature: an unknown flag or a body that is not a boolean is a validation error', async () => {
      const unknown = await setFlag('teleportation', false).expect(400);
      expect(unknown.body.details.fields).toEqual([{ field: 'flag', message: 'Please choose one of the options offered.' }]);
      const notBoolean = await setFlag('analytics', 'no').expect(400);
      expect(notBoolean.body.details.fields).toEqual([{ field: 'enabled', message: 'Please choose one of the options offered.' }]);
      const missing = await t.http().put('/api/admin/features/analytics').set('Cookie', admin).send({}).expect(400);
      expect(missing.body.details.fields).toEqual([{ field: 'enabled', message: 'This field is required to continue.' }]);
      expect((await t.http().get('/api/organisation/features').set('Cookie', admin).expect(200)).body.flags.analytics).toBe(true);
    });
  });

  describe('maintenance mode', () => {
    afterEach(async () => {
      await setMaintenance({ enabled: false }).expect(200);
    });

    it('successful-status: anyone can read it, signed in or not, and it says when this is the demo church', async () => {
      expect((await t.http().get('/api/organisation/status').expect(200)).body).toEqual({ maintenance: { enabled: false, message: null }, demo: true });
    });

    it('successful-change-maintenance: on, members get 503 MAINTENANCE_MODE while admins, sign-in and health still answer', async () => {
      await setMaintenance({ enabled: true, message: '  Upgrading the server; back by noon.  ' }).expect(200);
      expect((await t.http().get('/api/organisation/status').expect(200)).body).toEqual({
        maintenance: { enabled: true, message: 'Upgrading the server; back by noon.' },
        demo: true,
      });

      const refused = await t.http().get('/api/members').set('Cookie', member);
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({ code: 'MAINTENANCE_MODE', message: 'The product is temporarily unavailable for maintenance.' });
      expect((await t.http().get('/api/organisation/features').set('Cookie', member)).status).toBe(503);
      const write = await t
        .http()
        .post('/api/members')
        .set('Cookie', staff)
        .send({ fullName: 'During Maintenance', email: 'during@example.org', ministry: 'Youth', role: 'member' });
      expect(write.status).toBe(503);

      await t.http().get('/api/members').set('Cookie', admin).expect(200);
      await t.http().get('/api/health').expect(200);
      await t.http().get('/api/auth/user').set('Cookie', member).expect(200);
      // A non-admin can still sign in and out (and then sees the maintenance screen).
      const cookie = await t.signIn('leader@demo.church');
      await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(204);

      const view = await t.http().get('/api/admin/maintenance').set('Cookie', admin).expect(200);
      expect(view.body).toEqual({
        enabled: true,
        message: 'Upgrading the server; back by noon.',
        lastChange: { at: expect.any(String), by: { id: expect.any(String), displayName: 'Grace Okafor' } },
      });

      await setMaintenance({ enabled: false }).expect(200);
      await t.http().get('/api/members').set('Cookie', member).expect(200);
      expect((await t.http().get('/api/members').query({ search: 'during@example.org' }).set('Cookie', admin).expect(200)).body.total).toBe(0);
    });

    it('failing-change-maintenance: a member cannot turn it on, even during maintenance cannot turn it off', async () => {
      expect((await setMaintenance({ enabled: true }, member)).status).toBe(403);
      await setMaintenance({ enabled: true }).expect(200);
      const refused = await setMaintenance({ enabled: false }, member);
      expect(refused.status).toBe(403);
      expect((await t.http().get('/api/organisation/status').expect(200)).body.maintenance.enabled).toBe(true);
    });

    it('failing-change-maintenance: a message too long or not text is a validation error', async () => {
      const tooLong = await setMaintenance({ enabled: true, message: 'x'.repeat(501) }).expect(400);
      expect(tooLong.body.details.fields).toEqual([{ field: 'message', message: 'This is longer than we can keep. Please shorten it.' }]);
      await setMaintenance({ enabled: true, message: 42 }).expect(400);
      await setMaintenance({ message: 'no switch' }).expect(400);
      expect((await t.http().get('/api/organisation/status').expect(200)).body.maintenance.enabled).toBe(false);
    });

    it('keeps maintenance mode and flags across a restart', async () => {
      await setMaintenance({ enabled: true, message: 'Still down.' }).expect(200);
      await setFlag('livestreaming', false).expect(200);
      await t.restart();
      expect((await t.http().get('/api/organisation/status').expect(200)).body).toEqual({ maintenance: { enabled: true, message: 'Still down.' }, demo: true });
      expect((await t.http().get('/api/members').set('Cookie', member)).status).toBe(503);
      expect((await t.http().get('/api/organisation/features').set('Cookie', admin).expect(200)).body.flags.livestreaming).toBe(false);
      await setFlag('livestreaming', true).expect(200);
    });
  });
});
