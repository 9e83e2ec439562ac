import type { AdminUserView } from '@koinonia/contracts';
import { DEMO_PASSWORD } from '../../demo';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

const cookiesOf = (response: { headers: Record<string, unknown> }) => ([] as string[]).concat((response.headers['set-cookie'] as string[] | undefined) ?? []);

describe('admin sign-in API (POST /api/admin/login)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const adminLogin = (email: string, password = DEMO_PASSWORD) => t.http().post('/api/admin/login').send({ email, password });

  it('successful-admin-login: an administrator gets a session cookie that works everywhere', async () => {
    const response = await adminLogin('Admin@Demo.Church').expect(200);
    expect(response.body).toMatchObject({ email: 'admin@demo.church', roles: ['admin'] });
    const cookie = cookiesOf(response)[0];
    expect(cookie).toMatch(/^koinonia_session=.+HttpOnly/);
    await t.http().get('/api/admin/system').set('Cookie', cookie.split(';')[0]).expect(200);
  });

  it('failing-admin-login: a member with the right password gets 403 AUTHORIZATION and no session', async () => {
    const admin = await t.signIn('admin@demo.church');
    const refused = ['member@demo.church', 'pastor@demo.church', 'auditor@demo.church'];
    const lastSignIns = async () =>
      ((await t.http().get('/api/admin/users').set('Cookie', admin).expect(200)).body as AdminUserView[])
        .filter((u) => refused.includes(u.email))
        .map((u) => u.lastSignInAt);
    const before = await lastSignIns();
    for (const email of refused) {
      const response = await adminLogin(email);
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ code: 'AUTHORIZATION', message: 'Something unexpected happened. Our team has been notified.' });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // No session was opened, so no sign-in was recorded for them either.
    expect(await lastSignIns()).toEqual(before);
    expect(before).toEqual([null, null, null]);
  });

  it('failing-admin-login: wrong credentials answer as the normal sign-in does', async () => {
    for (const response of [await adminLogin('admin@demo.church', 'not-the-password-1'), await adminLogin('nobody@demo.church')]) {
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('INVALID_CREDENTIALS');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const missing = await t.http().post('/api/admin/login').send({ email: 'admin@demo.church' }).expect(400);
    expect(missing.body.details.fields).toEqual([{ field: 'password', message: 'Please enter a valid password to continue.' }]);
  });

  it('failing-admin-login: a locked account answers ACCOUNT_LOCKED even to the right password, whatever its roles', async () => {
    for (let i = 1; i <= 5; i++) await adminLogin('staff@demo.church', `wrong-password-${i}`);
    const rightPassword = await adminLogin('staff@demo.church');
    expect(rightPassword.status).toBe(423);
    expect(rightPassword.body.code).toBe('ACCOUNT_LOCKED');
    // The lockout counted on the account: the normal sign-in is locked too.
    expect((await t.http().post('/api/auth/login').send({ email: 'staff@demo.church', password: DEMO_PASSWORD })).status).toBe(423);
  });

  it('shares the rate limit per account with the normal sign-in', async () => {
    const limited = await startTestApp({ demoMemberCount: 0 });
    try {
      // 20 attempts per account per 5 minutes, counted across both sign-in routes.
      for (let i = 0; i < 10; i++) await limited.http().post('/api/auth/login').send({ email: 'vendor@demo.church', password: DEMO_PASSWORD }).expect(200);
      for (let i = 0; i < 10; i++) await limited.http().post('/api/admin/login').send({ email: 'vendor@demo.church', password: DEMO_PASSWORD }).expect(403);
      const over = await limited.http().post('/api/admin/login').send({ email: 'vendor@demo.church', password: DEMO_PASSWORD });
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
