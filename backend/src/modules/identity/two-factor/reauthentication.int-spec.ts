import { generate } from 'otplib';
import { VALIDATION_MESSAGES, type RecoveryCodesView, type SecurityPolicyView, type TwoFactorEnrolmentView } from '@koinonia/contracts';
import { DEMO_PASSWORD } from '../../demo';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

/** The code an authenticator app shows `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** Two-step verification hardened: enrolment needs a fresh authentication, turning it on ends other sessions, a code counts once everywhere. */
describe('two-step verification: re-authentication and single use', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 0 });
  });
  afterAll(() => {
    jest.useRealTimers();
    return t.close();
  });

  const start = (cookie: string) => t.http().post('/api/auth/two-factor/start').set('Cookie', cookie);
  const confirm = (cookie: string, enrolment: TwoFactorEnrolmentView, code: string) =>
    t.http().post('/api/auth/two-factor/confirm').set('Cookie', cookie).send({ enrolmentToken: enrolment.enrolmentToken, code });
  const cookieOf = (response: { headers: Record<string, unknown> }) => ([] as string[]).concat(response.headers['set-cookie'] as string[])[0].split(';')[0];

  it('failing-enrolment: a session signed in more than five minutes ago must give the password again first', async () => {
    const cookie = await t.signIn('leader@demo.church');
    const signedInAt = Date.now();
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask'] });
    try {
      jest.setSystemTime(signedInAt + 6 * 60_000);
      const refused = await start(cookie).expect(403);
      expect(refused.body).toEqual({ code: 'REAUTHENTICATION_REQUIRED', message: 'For your security, please enter your password again to continue.' });
      // A wrong password is a failed sign-in, and opens nothing.
      const wrong = await t.http().post('/api/auth/reauthenticate').set('Cookie', cookie).send({ password: 'not-it-at-all-1' }).expect(400);
      expect(wrong.body.details.fields).toEqual([{ field: 'password', message: VALIDATION_MESSAGES.wrongPassword }]);
      await start(cookie).expect(403);
      await t.http().post('/api/auth/reauthenticate').set('Cookie', cookie).send({ password: DEMO_PASSWORD }).expect(204);
      const enrolment = (await start(cookie).expect(200)).body as TwoFactorEnrolmentView;
      // Fresh for five minutes, then not again.
      jest.setSystemTime(signedInAt + 12 * 60_000);
      await start(cookie).expect(403);
      // The enrolment already started needs no second proof: its token is that proof, bound to this session.
      await confirm(cookie, enrolment, await codeFor(enrolment.secret)).expect(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('failing-enrolment: an enrolment started in one session cannot be confirmed from another of the same account', async () => {
    const first = await t.signIn('auditor@demo.church');
    const second = await t.signIn('auditor@demo.church');
    const enrolment = (await start(first).expect(200)).body as TwoFactorEnrolmentView;
    expect((await confirm(second, enrolment, await codeFor(enrolment.secret)).expect(400)).body.code).toBe('INVALID_TOKEN');
  });

  it('successful-enrolment: turning it on ends the user’s other sessions and keeps the one that did it', async () => {
    const laptop = await t.signIn('staff@demo.church');
    const phone = await t.signIn('staff@demo.church');
    const enrolment = (await start(laptop).expect(200)).body as TwoFactorEnrolmentView;
    await confirm(laptop, enrolment, await codeFor(enrolment.secret)).expect(200);
    expect((await t.http().get('/api/auth/user').set('Cookie', phone).expect(401)).body.code).toBe('AUTH_REQUIRED');
    await t.http().get('/api/auth/user').set('Cookie', laptop).expect(200);
    const sessions = (await t.http().get('/api/auth/sessions').set('Cookie', laptop).expect(200)).body as Array<{ current: boolean }>;
    expect(sessions.map((s) => s.current)).toEqual([true]);
  });

  it('failing-two-factor-login: a code accepted once — to re-authenticate, or to sign in — is refused again within its time step', async () => {
    const cookie = await t.signIn('pastor@demo.church');
    const enrolment = (await start(cookie).expect(200)).body as TwoFactorEnrolmentView;
    await confirm(cookie, enrolment, await codeFor(enrolment.secret)).expect(200);

    // New recovery codes with a code: that code is spent.
    const code = await codeFor(enrolment.secret, 1);
    const fresh = await t.http().post('/api/auth/two-factor/recovery-codes').set('Cookie', cookie).send({ code }).expect(200);
    expect((fresh.body as RecoveryCodesView).recoveryCodes).toHaveLength(10);
    const replayed = await t.http().post('/api/auth/two-factor/recovery-codes').set('Cookie', cookie).send({ code }).expect(400);
    expect(replayed.body.details.fields).toEqual([{ field: 'code', message: VALIDATION_MESSAGES.twoFactorCode }]);
    expect((await t.http().post('/api/auth/reauthenticate').set('Cookie', cookie).send({ code }).expect(400)).body.code).toBe('VALIDATION_ERROR');
    // Nor does it open a session at sign-in.
    const challenge = (await t.http().post('/api/auth/login').send({ email: 'pastor@demo.church', password: DEMO_PASSWORD }).expect(200)).body.challenge;
    expect((await t.http().post('/api/auth/login/two-factor').send({ challenge, code }).expect(401)).body.code).toBe('INVALID_TWO_FACTOR_CODE');
  });

  it('failing-disable: a code that signed in cannot then turn two-step verification off', async () => {
    const cookie = await t.signIn('vendor@demo.church');
    const enrolment = (await start(cookie).expect(200)).body as TwoFactorEnrolmentView;
    await confirm(cookie, enrolment, await codeFor(enrolment.secret)).expect(200);
    const code = await codeFor(enrolment.secret, 1);
    const challenge = (await t.http().post('/api/auth/login').send({ email: 'vendor@demo.church', password: DEMO_PASSWORD }).expect(200)).body.challenge;
    const session = cookieOf(await t.http().post('/api/auth/login/two-factor').send({ challenge, code }).expect(200));
    const refused = await t.http().post('/api/auth/two-factor/disable').set('Cookie', session).send({ code }).expect(400);
    expect(refused.body.details.fields).toEqual([{ field: 'code', message: VALIDATION_MESSAGES.twoFactorCode }]);
    expect((await t.http().get('/api/auth/two-factor').set('Cookie', session).expect(200)).body.enabled).toBe(true);
  });

  it('the demo church relaxes the default that administrators must use it, and says so', async () => {
    const admin = await t.signIn('admin@demo.church');
    expect((await t.http().get('/api/auth/user').set('Cookie', admin).expect(200)).body.twoFactorSetupRequired).toBe(false);
    const policy = (await t.http().get('/api/admin/security-policy').set('Cookie', admin).expect(200)).body as SecurityPolicyView;
    expect(policy).toEqual({ twoFactorRequiredRoles: [], demoChurch: true });
  });
});
