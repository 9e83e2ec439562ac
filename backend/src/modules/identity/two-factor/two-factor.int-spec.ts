import { generate } from 'otplib';
import { VALIDATION_MESSAGES, type RecoveryCodesView, type TwoFactorEnrolmentView } from '@koinonia/contracts';
import { EVENT_STORE } from '../../../platform/platform.tokens';
import type { EventStore } from '../../../platform/event-store/event-store.port';
import { DEMO_PASSWORD } from '../../demo';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

/** The code an authenticator app shows `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe('two-step verification (TOTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const cookieOf = (response: { headers: Record<string, unknown> }) => ([] as string[]).concat(response.headers['set-cookie'] as string[])[0].split(';')[0];
  const passwordStep = (email: string, password = DEMO_PASSWORD) => t.http().post('/api/auth/login').send({ email, password });
  const secondStep = (body: Record<string, string>) => t.http().post('/api/auth/login/two-factor').send(body);

  async function enrol(email: string): Promise<{ secret: string; codes: string[]; cookie: string }> {
    const cookie = await t.signIn(email);
    const start = (await t.http().post('/api/auth/two-factor/start').set('Cookie', cookie).expect(200)).body as TwoFactorEnrolmentView;
    const confirmed = await t
      .http()
      .post('/api/auth/two-factor/confirm')
      .set('Cookie', cookie)
      .send({ enrolmentToken: start.enrolmentToken, code: await codeFor(start.secret) })
      .expect(200);
    return { secret: start.secret, codes: (confirmed.body as RecoveryCodesView).recoveryCodes, cookie };
  }

  let invited = 0;
  /**
   * An account of the test's own (the demo church has too few to give each test one), invited by the
   * administrator and accepted with the demo password. The administrator never turns two-step verification on.
   */
  async function newAccount(): Promise<{ email: string; cookie: string }> {
    const email = `two-step-${++invited}@example.org`;
    const admin = await t.signIn('admin@demo.church');
    await t
      .http()
      .post('/api/admin/users')
      .set('Cookie', admin)
      .send({ email, displayName: `Two Step ${invited}`, roles: ['member'] })
      .expect(201);
    const { token } = await t.linkFromOutbox(email, '/accept-invite');
    return { email, cookie: cookieOf(await t.http().post('/api/auth/accept-invite').send({ token, password: DEMO_PASSWORD }).expect(200)) };
  }

  it('successful-enrolment: a secret with its QR code, confirmed by a first code, gives ten recovery codes', async () => {
    const cookie = await t.signIn('pastor@demo.church');
    const start = (await t.http().post('/api/auth/two-factor/start').set('Cookie', cookie).expect(200)).body as TwoFactorEnrolmentView;
    expect(start.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.otpauthUri).toBe(
      `otpauth://totp/Grace%20Community%20Church%20(Koinonia):pastor%40demo.church?secret=${start.secret}&issuer=Grace%20Community%20Church%20(Koinonia)`,
    );
    expect(start.qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(start.qrCodeDataUrl.split(',')[1], 'base64').toString()).toContain('<svg');

    const wrong = await t
      .http()
      .post('/api/auth/two-factor/confirm')
      .set('Cookie', cookie)
      .send({ enrolmentToken: start.enrolmentToken, code: '000000' })
      .expect(400);
    expect(wrong.body.details.fields).toEqual([{ field: 'code', message: VALIDATION_MESSAGES.twoFactorCode }]);
    expect((await t.http().get('/api/auth/two-factor').set('Cookie', cookie).expect(200)).body.enabled).toBe(false);

    const confirmed = await t
      .http()
      .post('/api/auth/two-factor/confirm')
      .set('Cookie', cookie)
      .send({ enrolmentToken: start.enrolmentToken, code: await codeFor(start.secret) })
      .expect(200);
    const codes = (confirmed.body as RecoveryCodesView).recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await t.http().get('/api/auth/two-factor').set('Cookie', cookie).expect(200)).body).toEqual({
      enabled: true,
      recoveryCodesRemaining: 10,
      required: false,
    });
    expect((await t.http().get('/api/auth/user').set('Cookie', cookie).expect(200)).body.twoFactorEnabled).toBe(true);

    // Encrypted at rest: neither the secret nor a recovery code is anywhere in the event store.
    const events = await t.app.get<EventStore>(EVENT_STORE).readAll();
    const stored = JSON.stringify(events.map((e) => e.data));
    expect(stored).toContain('recoveryCodeHashes');
    expect(stored).not.toContain(start.secret);
    for (const code of codes) expect(stored).not.toContain(code);
  });

  it('failing-enrolment: a forged or someone else’s enrolment token, and a second enrolment', async () => {
    const { cookie } = await enrol('leader@demo.church');
    expect((await t.http().post('/api/auth/two-factor/start').set('Cookie', cookie).expect(409)).body.code).toBe('TWO_FACTOR_ALREADY_ENABLED');
    const other = (await newAccount()).cookie;
    const mine = (await t.http().post('/api/auth/two-factor/start').set('Cookie', other).expect(200)).body as TwoFactorEnrolmentView;
    const thief = (await newAccount()).cookie;
    const stolen = await t
      .http()
      .post('/api/auth/two-factor/confirm')
      .set('Cookie', thief)
      .send({ enrolmentToken: mine.enrolmentToken, code: await codeFor(mine.secret) })
      .expect(400);
    expect(stolen.body.code).toBe('INVALID_TOKEN');
    expect((await t.http().post('/api/auth/two-factor/confirm').set('Cookie', other).send({ enrolmentToken: 'v1.a.b.c', code: '123456' })).body.code).toBe(
      'INVALID_TOKEN',
    );
  });

  it('successful-two-factor-login: the password step answers a challenge without a session; a code opens one', async () => {
    const { secret } = await enrol('member@demo.church');
    const first = await passwordStep('member@demo.church').expect(200);
    expect(first.body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    expect(first.headers['set-cookie']).toBeUndefined();

    const code = await codeFor(secret, 1);
    const second = await secondStep({ challenge: first.body.challenge, code }).expect(200);
    expect(second.body).toMatchObject({ email: 'member@demo.church', twoFactorEnabled: true });
    await t.http().get('/api/auth/user').set('Cookie', cookieOf(second)).expect(200);

    // The same code (the same 30-second step) never opens a second session.
    const replay = await secondStep({ challenge: (await passwordStep('member@demo.church')).body.challenge, code }).expect(401);
    expect(replay.body).toEqual({ code: 'INVALID_TWO_FACTOR_CODE', message: 'The verification code you entered is not correct. Please try again.' });
  });

  it('successful-recovery-code-login: a recovery code works once, with or without its hyphen, and never again', async () => {
    const { codes, cookie } = await enrol('vendor@demo.church');
    const challenge = (await passwordStep('vendor@demo.church')).body.challenge;
    const used = codes[3];
    const response = await secondStep({ challenge, recoveryCode: used.replace('-', '').toUpperCase() }).expect(200);
    expect(response.body.email).toBe('vendor@demo.church');
    const again = await secondStep({ challenge: (await passwordStep('vendor@demo.church')).body.challenge, recoveryCode: used }).expect(401);
    expect(again.body.code).toBe('INVALID_TWO_FACTOR_CODE');
    expect((await t.http().get('/api/auth/two-factor').set('Cookie', cookie).expect(200)).body.recoveryCodesRemaining).toBe(9);
  });

  it('failing-two-factor-login: wrong codes count as failed sign-ins and lock the account', async () => {
    await enrol('staff@demo.church');
    const challenge = (await passwordStep('staff@demo.church')).body.challenge;
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push((await secondStep({ challenge, code: '000000' })).body.code);
    expect(codes).toEqual(['INVALID_TWO_FACTOR_CODE', 'INVALID_TWO_FACTOR_CODE', 'INVALID_TWO_FACTOR_CODE', 'INVALID_TWO_FACTOR_CODE', 'ACCOUNT_LOCKED']);
    expect((await passwordStep('staff@demo.church')).body.code).toBe('ACCOUNT_LOCKED');
  });

  it('failing-two-factor-login: a forged challenge, and a missing code, are refused', async () => {
    expect((await secondStep({ challenge: 'v1.forged.challenge.x', code: '123456' }).expect(401)).body.code).toBe('AUTH_EXPIRED');
    const missing = await secondStep({ challenge: 'anything' }).expect(400);
    expect(missing.body.details.fields).toEqual([{ field: 'code', message: VALIDATION_MESSAGES.twoFactorCode }]);
  });

  it('successful-disable: needs the password; sign-in then needs no code', async () => {
    const { cookie } = await enrol('auditor@demo.church');
    const wrong = await t.http().post('/api/auth/two-factor/disable').set('Cookie', cookie).send({ password: 'not-it-at-all-1' }).expect(400);
    expect(wrong.body.details.fields).toEqual([{ field: 'password', message: VALIDATION_MESSAGES.wrongPassword }]);
    await t.http().post('/api/auth/two-factor/disable').set('Cookie', cookie).send({ password: DEMO_PASSWORD }).expect(204);
    const login = await passwordStep('auditor@demo.church').expect(200);
    expect(login.body).toMatchObject({ email: 'auditor@demo.church', twoFactorEnabled: false });
    expect((await t.http().post('/api/auth/two-factor/disable').set('Cookie', cookieOf(login)).send({ password: DEMO_PASSWORD }).expect(409)).body.code).toBe(
      'TWO_FACTOR_NOT_ENABLED',
    );
  });

  it('successful-regenerate-recovery-codes: with a current code; the old codes stop working', async () => {
    const { email } = await newAccount();
    const { secret, codes, cookie } = await enrol(email);
    const fresh = await t
      .http()
      .post('/api/auth/two-factor/recovery-codes')
      .set('Cookie', cookie)
      .send({ code: await codeFor(secret, 1) })
      .expect(200);
    expect((fresh.body as RecoveryCodesView).recoveryCodes).toHaveLength(10);
    const old = await secondStep({ challenge: (await passwordStep(email)).body.challenge, recoveryCode: codes[0] }).expect(401);
    expect(old.body.code).toBe('INVALID_TWO_FACTOR_CODE');
    await secondStep({ challenge: (await passwordStep(email)).body.challenge, recoveryCode: fresh.body.recoveryCodes[0] }).expect(200);
  });

  it('successful-admin-reset: an administrator turns it off for someone who lost their phone; others may not', async () => {
    const { email } = await newAccount();
    const { cookie: own } = await enrol(email);
    const adminSession = await t.signIn('admin@demo.church');
    const users = (await t.http().get('/api/admin/users').set('Cookie', adminSession).expect(200)).body as Array<{
      id: string;
      email: string;
      twoFactorEnabled: boolean;
    }>;
    const lost = users.find((u) => u.email === email)!;
    expect(lost.twoFactorEnabled).toBe(true);
    const refused = await t.http().post(`/api/admin/users/${lost.id}/two-factor/reset`).set('Cookie', own);
    expect([refused.status, refused.body.code]).toEqual([403, 'AUTHORIZATION']);
    expect((await passwordStep(email).expect(200)).body).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
    await t.http().post(`/api/admin/users/${lost.id}/two-factor/reset`).set('Cookie', adminSession).expect(200);
    expect((await passwordStep(email).expect(200)).body).toMatchObject({ email, twoFactorEnabled: false });
    const unknown = await t.http().post('/api/admin/users/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21/two-factor/reset').set('Cookie', adminSession);
    expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('failing-regenerate-recovery-codes: needs the password or a current code, and a wrong one changes nothing', async () => {
    const { cookie } = await enrol((await newAccount()).email);
    const none = await t.http().post('/api/auth/two-factor/recovery-codes').set('Cookie', cookie).send({}).expect(400);
    expect(none.body.details.fields).toEqual([{ field: 'password', message: VALIDATION_MESSAGES.passwordRequired }]);
    const wrong = await t.http().post('/api/auth/two-factor/recovery-codes').set('Cookie', cookie).send({ code: '000000' }).expect(400);
    expect(wrong.body.details.fields).toEqual([{ field: 'code', message: VALIDATION_MESSAGES.twoFactorCode }]);
    expect((await t.http().get('/api/auth/two-factor').set('Cookie', cookie).expect(200)).body.recoveryCodesRemaining).toBe(10);
  });
});
