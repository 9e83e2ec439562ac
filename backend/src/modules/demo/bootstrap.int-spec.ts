import { generate } from 'otplib';
import type { TwoFactorEnrolmentView } from '@koinonia/contracts';
import { EVENT_STORE } from '../../platform/platform.tokens';
import type { EventStore } from '../../platform/event-store/event-store.port';
import { startTestApp, type TestApp } from '../../testing/test-app.util';

describe('first start of a real installation', () => {
  let t: TestApp;
  let adminSecret = '';
  let adminCookie = '';
  beforeAll(async () => {
    t = await startTestApp({ env: { DEMO_MODE: 'false', CHURCH_NAME: 'St Brigid', ADMIN_EMAIL: 'office@stbrigid.org', ADMIN_PASSWORD: 'church-office-2026' } });
  });
  afterAll(() => t.close());

  it('founds the church with its ministries and the first administrator, and no demo data', async () => {
    const login = await t.http().post('/api/auth/login').send({ email: 'office@stbrigid.org', password: 'church-office-2026' }).expect(200);
    expect(login.body.roles).toEqual(['admin']);
    const cookie = ([] as string[]).concat(login.headers['set-cookie'])[0].split(';')[0];
    // A real installation requires two-step verification of administrators: set up first, then the app.
    expect(login.body.twoFactorSetupRequired).toBe(true);
    expect((await t.http().get('/api/ministries').set('Cookie', cookie).expect(403)).body.code).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const start = (await t.http().post('/api/auth/two-factor/start').set('Cookie', cookie).expect(200)).body as TwoFactorEnrolmentView;
    await t
      .http()
      .post('/api/auth/two-factor/confirm')
      .set('Cookie', cookie)
      .send({ enrolmentToken: start.enrolmentToken, code: await generate({ secret: start.secret }) })
      .expect(200);
    adminSecret = start.secret;
    adminCookie = cookie;
    const ministries = (await t.http().get('/api/ministries').set('Cookie', cookie).expect(200)).body;
    expect(ministries.length).toBeGreaterThanOrEqual(8);
    expect((await t.http().get('/api/members').set('Cookie', cookie).expect(200)).body.total).toBe(0);
    expect((await t.http().post('/api/auth/login').send({ email: 'admin@demo.church', password: 'koinonia-demo-1' })).status).toBe(401);
  });

  it('does not found the church twice on the next start: nothing is appended, the accounts and ministries stay as they were', async () => {
    const state = async (cookie: string) => ({
      users: ((await t.http().get('/api/admin/users').set('Cookie', cookie).expect(200)).body as { email: string }[]).map((u) => u.email).sort(),
      ministries: ((await t.http().get('/api/ministries').set('Cookie', cookie).expect(200)).body as { name: string }[]).map((m) => m.name).sort(),
    });
    const before = await state(adminCookie);
    expect(before.users).toEqual(['office@stbrigid.org']);
    expect(before.ministries.length).toBeGreaterThanOrEqual(8);
    await t.settled();
    const head = await t.app.get<EventStore>(EVENT_STORE).headPosition();

    await t.restart();
    await t.settled();
    expect(await t.app.get<EventStore>(EVENT_STORE).headPosition()).toBe(head);
    // The session lives on across the restart; and the administrator still signs in, with a code.
    expect(await state(adminCookie)).toEqual(before);
    const challenge = (await t.http().post('/api/auth/login').send({ email: 'office@stbrigid.org', password: 'church-office-2026' }).expect(200)).body
      .challenge as string;
    const code = await generate({ secret: adminSecret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const cookie = ([] as string[])
      .concat((await t.http().post('/api/auth/login/two-factor').send({ challenge, code }).expect(200)).headers['set-cookie'])[0]
      .split(';')[0];
    expect(await state(cookie)).toEqual(before);
  });
});

describe('first start with a weak first administrator password', () => {
  it('refuses to start with a common password, saying why', async () => {
    await expect(startTestApp({ env: { DEMO_MODE: 'false', ADMIN_EMAIL: 'office@stbrigid.org', ADMIN_PASSWORD: 'password123' } })).rejects.toThrow(
      'ADMIN_PASSWORD: This password is too common and easy to guess. Please choose another.',
    );
  });
});
