import { VALIDATION_MESSAGES, type AdminUserView } from '@koinonia/contracts';
import { DEMO_PASSWORD } from '../../demo';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { PasswordResetRequests } from './password-reset-requests.service';

describe('changing my password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.http().get('/api/auth/user').set('Cookie', cookie);
  const login = (email: string, password: string) => t.http().post('/api/auth/login').send({ email, password });

  it('successful-change-password: the new password works, the old one not, and my other sessions end', async () => {
    const phone = await t.signIn('staff@demo.church');
    const laptop = await t.signIn('staff@demo.church');
    await t.http().post('/api/auth/password').set('Cookie', laptop).send({ currentPassword: DEMO_PASSWORD, newPassword: 'still-waters-run-23' }).expect(204);
    await me(laptop).expect(200);
    expect((await me(phone)).status).toBe(401);
    expect((await login('staff@demo.church', DEMO_PASSWORD)).status).toBe(401);
    expect((await login('staff@demo.church', 'still-waters-run-23')).status).toBe(200);
  });

  it('failing-change-password: a wrong current password is a field error and counts as a failed sign-in', async () => {
    const cookie = await t.signIn('leader@demo.church');
    const response = await t
      .http()
      .post('/api/auth/password')
      .set('Cookie', cookie)
      .send({ currentPassword: 'not-my-password-1', newPassword: 'still-waters-run-23' })
      .expect(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      details: { fields: [{ field: 'currentPassword', message: VALIDATION_MESSAGES.wrongPassword }] },
    });
    const admin = await t.signIn('admin@demo.church');
    const users = (await t.http().get('/api/admin/users').set('Cookie', admin).expect(200)).body as AdminUserView[];
    expect(users.find((u) => u.email === 'leader@demo.church')?.failedLoginAttempts).toBe(1);
    expect((await login('leader@demo.church', DEMO_PASSWORD)).status).toBe(200);
  });

  it('failing-change-password: refuses a weak or a common new password and keeps the old one', async () => {
    const cookie = await t.signIn('auditor@demo.church');
    const weak = await t.http().post('/api/auth/password').set('Cookie', cookie).send({ currentPassword: DEMO_PASSWORD, newPassword: 'short' }).expect(400);
    expect(weak.body.details.fields).toEqual([{ field: 'newPassword', message: VALIDATION_MESSAGES.weakPassword }]);
    const common = await t
      .http()
      .post('/api/auth/password')
      .set('Cookie', cookie)
      .send({ currentPassword: DEMO_PASSWORD, newPassword: 'Password123' })
      .expect(400);
    expect(common.body.details.fields).toEqual([{ field: 'newPassword', message: VALIDATION_MESSAGES.commonPassword }]);
    expect((await login('auditor@demo.church', DEMO_PASSWORD)).status).toBe(200);
  });

  it('failing-change-password: needs a session', async () => {
    expect((await t.http().post('/api/auth/password').send({ currentPassword: DEMO_PASSWORD, newPassword: 'still-waters-run-23' })).status).toBe(401);
  });
});

describe('resetting a forgotten password by email', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_URL: 'https://grace.example/' } });
  });
  afterAll(() => t.close());

  const forgot = (email: string) => t.http().post('/api/auth/forgot-password').send({ email });
  const settled = () => t.app.get(PasswordResetRequests).idle();

  it('answers the same for a known and an unknown address, and mails only the account holder', async () => {
    const known = await forgot('member@demo.church');
    const unknown = await forgot('nobody@demo.church');
    await settled();
    for (const response of [known, unknown]) {
      expect(response.status).toBe(202);
      expect(response.text).toBe('');
    }
    const mail = await t.mailbox();
    expect(mail.filter((m) => m.to === 'nobody@demo.church')).toEqual([]);
    const message = mail.find((m) => m.to === 'member@demo.church')!;
    expect(message.subject).toBe('Reset your Koinonia password');
    expect(message.text).toMatch(/https:\/\/grace\.example\/reset-password\?token=[A-Za-z0-9_-]{43}/);
    expect(message.html).toContain('href="https://grace.example/reset-password?token=');
  });

  it('writes in the account holder’s saved language, else in the language of the request', async () => {
    const staff = await t.signIn('staff@demo.church');
    await t.http().put('/api/preferences').set('Cookie', staff).send({ language: 'fr' }).expect(200);
    await forgot('staff@demo.church').set('Accept-Language', 'de').expect(202);
    await forgot('auditor@demo.church').set('Accept-Language', 'de-AT,de;q=0.9,en;q=0.5').expect(202);
    await settled();
    const mail = await t.outbox();

    const french = mail.find((m) => m.to === 'staff@demo.church')!;
    expect(french.subject).toBe('Réinitialisez votre mot de passe Koinonia');
    expect(french.text).toMatch(/^Bonjour .+,\n/);
    expect(french.text).toMatch(/Il est valable jusqu’au \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(heure [^)]+ du centre nord-américain\)/);
    expect(french.text).toMatch(/Réinitialiser votre mot de passe\u00a0: https:\/\/grace\.example\/reset-password\?token=/);
    expect(french.html).toContain('<html lang="fr" dir="ltr">');

    const german = mail.find((m) => m.to === 'auditor@demo.church')!;
    expect(german.subject).toBe('Setzen Sie Ihr Koinonia-Passwort zurück');
    expect(german.text).toMatch(/^Guten Tag .+,\n/);
    expect(german.text).toContain('(Nordamerikanische Zentral-');
    expect(german.html).toContain('<html lang="de" dir="ltr">');
    // The language changes the words, not the reset: the link works.
    await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token: (await t.linkFromOutbox('auditor@demo.church', '/reset-password')).token, password: 'green-pastures-24' })
      .expect(204);
  });

  it('successful-reset-password: sets the password, ends every session, clears a lockout, and the link works once', async () => {
    const session = await t.signIn('pastor@demo.church');
    for (let i = 0; i < 5; i++)
      await t
        .http()
        .post('/api/auth/login')
        .send({ email: 'pastor@demo.church', password: `wrong-guess-${i}x` });
    expect((await t.http().post('/api/auth/login').send({ email: 'pastor@demo.church', password: DEMO_PASSWORD })).body.code).toBe('ACCOUNT_LOCKED');

    await forgot('pastor@demo.church').expect(202);
    await settled();
    const { token } = await t.linkFromOutbox('pastor@demo.church', '/reset-password');
    await t.http().post('/api/auth/reset-password').send({ token, password: 'goodness-and-mercy-6' }).expect(204);

    expect((await t.http().get('/api/auth/user').set('Cookie', session)).status).toBe(401);
    expect((await t.http().post('/api/auth/login').send({ email: 'pastor@demo.church', password: 'goodness-and-mercy-6' })).status).toBe(200);
    const again = await t.http().post('/api/auth/reset-password').send({ token, password: 'another-new-pass-7' }).expect(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  it('failing-reset-password: a made-up token changes nothing, and a common password leaves the link usable', async () => {
    const madeUp = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token: 'x'.repeat(43), password: 'goodness-and-mercy-6' })
      .expect(400);
    expect(madeUp.body).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This link is no longer valid. It may have been used already or have expired. Please ask for a new one.',
    });

    await forgot('vendor@demo.church').expect(202);
    await settled();
    const { token } = await t.linkFromOutbox('vendor@demo.church', '/reset-password');
    const common = await t.http().post('/api/auth/reset-password').send({ token, password: 'iloveyou1' }).expect(400);
    expect(common.body.details.fields).toEqual([{ field: 'password', message: VALIDATION_MESSAGES.commonPassword }]);
    await t.http().post('/api/auth/reset-password').send({ token, password: 'green-pastures-23' }).expect(204);
  });

  it('failing-reset-password: an older link stops working once a newer one is sent', async () => {
    await forgot('leader@demo.church').expect(202);
    await settled();
    const first = await t.linkFromOutbox('leader@demo.church', '/reset-password');
    await forgot('leader@demo.church').expect(202);
    await settled();
    const second = await t.linkFromOutbox('leader@demo.church', '/reset-password');
    expect(second.token).not.toBe(first.token);
    expect((await t.http().post('/api/auth/reset-password').send({ token: first.token, password: 'green-pastures-23' })).body.code).toBe('INVALID_TOKEN');
    await t.http().post('/api/auth/reset-password').send({ token: second.token, password: 'green-pastures-23' }).expect(204);
  });

  it('failing-forgot-password: a malformed address is a field error; too many requests are refused alike', async () => {
    const bad = await forgot('not-an-email').expect(400);
    expect(bad.body.details.fields).toEqual([{ field: 'email', message: VALIDATION_MESSAGES.email }]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot('ghost-of-christmas@demo.church')).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
