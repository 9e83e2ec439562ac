import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { CONSISTENCY_HEADER, VALIDATION_MESSAGES, type AdminUserView, type CurrentUser } from '@koinonia/contracts';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';

describe('invitations', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@demo.church');
  });
  afterAll(() => t.close());

  const invite = (body: Record<string, unknown>, cookie = admin) => t.http().post('/api/admin/users').set('Cookie', cookie).send(body);
  /** The list as the administrator's page reads it: after `position` (a command's answer) when given. */
  const users = async (position?: string) =>
    (
      await t
        .http()
        .get('/api/admin/users')
        .set('Cookie', admin)
        .set(position ? { [CONSISTENCY_HEADER]: position } : {})
        .expect(200)
    ).body as AdminUserView[];

  it('successful-invite: invite → email → accept with a password → signed in, and signing in later works', async () => {
    const created = await invite({ email: 'Lydia@Thyatira.example ', displayName: 'Lydia Purple', roles: ['staff', 'leader'] }).expect(201);
    expect(created.body).toMatchObject({ id: expect.any(String), position: expect.any(String) });
    const listed = (await users(created.body.position)).find((u) => u.id === created.body.id);
    expect(listed).toMatchObject({
      email: 'lydia@thyatira.example',
      status: 'invited',
      active: false,
      roles: ['staff', 'leader'],
      invitationExpiresAt: expect.any(String),
    });
    expect(new Date(listed!.invitationExpiresAt!).getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600_000);

    const mail = (await t.outbox()).find((m) => m.to === 'lydia@thyatira.example')!;
    expect(mail.subject).toBe('You are invited to Grace Community Church on Koinonia');
    expect(mail.text).toContain('Grace Okafor has invited you');
    // Invited, but no password yet: no way in.
    expect((await t.http().post('/api/auth/login').send({ email: 'lydia@thyatira.example', password: 'seller-of-purple-1' })).status).toBe(401);

    const { token } = await t.linkFromOutbox('lydia@thyatira.example', '/accept-invite');
    const accepted = await t.http().post('/api/auth/accept-invite').send({ token, password: 'seller-of-purple-1' }).expect(200);
    expect(accepted.body as CurrentUser).toMatchObject({ email: 'lydia@thyatira.example', displayName: 'Lydia Purple', roles: ['staff', 'leader'] });
    const cookie = ([] as string[]).concat(accepted.headers['set-cookie'])[0].split(';')[0];
    expect((await t.http().get('/api/auth/user').set('Cookie', cookie).expect(200)).body.email).toBe('lydia@thyatira.example');

    expect((await users()).find((u) => u.id === created.body.id)).toMatchObject({ status: 'active', active: true, invitationExpiresAt: null });
    expect((await t.http().post('/api/auth/login').send({ email: 'lydia@thyatira.example', password: 'seller-of-purple-1' })).status).toBe(200);
    expect((await t.http().post('/api/auth/accept-invite').send({ token, password: 'seller-of-purple-2' })).body.code).toBe('INVALID_TOKEN');
  });

  it('failing-invite: refuses an address that already has an account, naming the field', async () => {
    const response = await invite({ email: 'pastor@demo.church', displayName: 'Second Pastor', roles: ['pastor'] }).expect(409);
    expect(response.body).toMatchObject({ code: 'DUPLICATE_EMAIL', details: { fields: [{ field: 'email', message: VALIDATION_MESSAGES.emailInUse }] } });
  });

  it('failing-invite: checks the fields, the member record, and who asks', async () => {
    const empty = await invite({ email: 'x@example.org', displayName: ' ', roles: [] }).expect(400);
    expect(empty.body.details.fields).toEqual([
      { field: 'displayName', message: VALIDATION_MESSAGES.required },
      { field: 'roles', message: VALIDATION_MESSAGES.rolesRequired },
    ]);
    expect((await invite({ email: 'x@example.org', displayName: 'X', roles: ['bishop'] }).expect(400)).body.details.fields).toEqual([
      { field: 'roles', message: VALIDATION_MESSAGES.choice },
    ]);
    const noMember = await invite({ email: 'x@example.org', displayName: 'X', roles: ['member'], memberId: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21' }).expect(
      404,
    );
    expect(noMember.body.code).toBe('MEMBER_NOT_FOUND');
    const staff = await t.signIn('staff@demo.church');
    expect((await invite({ email: 'x@example.org', displayName: 'X', roles: ['member'] }, staff)).status).toBe(403);
    expect((await users()).some((u) => u.email === 'x@example.org')).toBe(false);
  });

  it('successful-resend: a new link replaces the old one', async () => {
    const created = await invite({ email: 'priscilla@corinth.example', displayName: 'Priscilla', roles: ['member'] }).expect(201);
    const first = await t.linkFromOutbox('priscilla@corinth.example', '/accept-invite');
    await t.http().post(`/api/admin/users/${created.body.id}/invitation/resend`).set('Cookie', admin).expect(200);
    const second = await t.linkFromOutbox('priscilla@corinth.example', '/accept-invite');
    expect(second.token).not.toBe(first.token);
    expect((await t.http().post('/api/auth/accept-invite').send({ token: first.token, password: 'tentmaker-of-rome-1' })).body.code).toBe('INVALID_TOKEN');
    await t.http().post('/api/auth/accept-invite').send({ token: second.token, password: 'tentmaker-of-rome-1' }).expect(200);
  });

  it('writes the invitation in the language the administrator chose, and a resend keeps it', async () => {
    const created = await invite({ email: 'junia@rome.example', displayName: 'Junia', roles: ['member'], language: 'es' })
      .set('Accept-Language', 'de')
      .expect(201);
    const first = (await t.outbox()).find((m) => m.to === 'junia@rome.example')!;
    expect(first.subject).toBe('Invitación a Grace Community Church en Koinonia');
    expect(first.text).toContain('Hola, Junia:');
    expect(first.text).toContain('Grace Okafor le ha invitado a unirse a Grace Community Church en Koinonia');
    // The demo church keeps Chicago time, and the email says so in Spanish.
    expect(first.text).toMatch(/El enlace es válido hasta el \d{1,2} de \S+ de \d{4} a las \d{1,2}:\d{2} \(hora [^)]+ central\)/);
    expect(first.html).toContain('<html lang="es" dir="ltr">');
    const { token: firstToken } = await t.linkFromOutbox('junia@rome.example', '/accept-invite');

    // Another administrator's browser speaks Korean: the invitation still goes in Spanish.
    await t.http().post(`/api/admin/users/${created.body.id}/invitation/resend`).set('Cookie', admin).set('Accept-Language', 'ko').expect(200);
    const again = await t.linkFromOutbox('junia@rome.example', '/accept-invite');
    expect(again.token).not.toBe(firstToken);
    const resent = (await t.mailbox()).find((m) => m.to === 'junia@rome.example')!;
    expect(resent.subject).toBe('Invitación a Grace Community Church en Koinonia');
    expect(resent.html).toContain(`href="${again.url}"`);
  });

  it('without a chosen language, writes the invitation in the language of the request (English when none)', async () => {
    await invite({ email: 'andronicus@rome.example', displayName: 'Andronicus', roles: ['member'] })
      .set('Accept-Language', 'ar-EG,ar;q=0.9,en;q=0.5')
      .expect(201);
    const arabic = (await t.outbox()).find((m) => m.to === 'andronicus@rome.example')!;
    expect(arabic.subject).toBe('دعوة للانضمام إلى \u2068Grace Community Church\u2069 على Koinonia');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    await invite({ email: 'rufus@rome.example', displayName: 'Rufus', roles: ['member'] })
      .set('Accept-Language', 'tlh')
      .expect(201);
    expect((await t.outbox()).find((m) => m.to === 'rufus@rome.example')!.subject).toBe('You are invited to Grace Community Church on Koinonia');
  });

  it('failing-invite: refuses a language the app does not speak, sending and recording nothing', async () => {
    const before = (await t.outbox()).length;
    for (const language of ['xx', 'ES', 'es-MX', 42]) {
      const response = await invite({ email: 'persis@rome.example', displayName: 'Persis', roles: ['member'], language }).expect(400);
      expect(response.body).toMatchObject({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'language', message: VALIDATION_MESSAGES.choice }] } });
    }
    expect((await users()).some((u) => u.email === 'persis@rome.example')).toBe(false);
    expect((await t.outbox()).length).toBe(before);
    // The address was not claimed either: a correct invitation goes through.
    await invite({ email: 'persis@rome.example', displayName: 'Persis', roles: ['member'], language: 'sw' }).expect(201);
    expect((await t.outbox()).find((m) => m.to === 'persis@rome.example')!.subject).toBe('Mwaliko wa kujiunga na Grace Community Church kwenye Koinonia');
  });

  it('successful-cancel: the link stops working, the account goes, and the address can be invited again', async () => {
    const created = await invite({ email: 'demas@thessalonica.example', displayName: 'Demas', roles: ['member'] }).expect(201);
    const { token } = await t.linkFromOutbox('demas@thessalonica.example', '/accept-invite');
    const cancelled = await t.http().delete(`/api/admin/users/${created.body.id}/invitation`).set('Cookie', admin).expect(200);
    expect((await users(cancelled.body.position)).some((u) => u.id === created.body.id)).toBe(false);
    expect((await t.http().post('/api/auth/accept-invite').send({ token, password: 'left-for-good-1x' })).body.code).toBe('INVALID_TOKEN');
    await invite({ email: 'demas@thessalonica.example', displayName: 'Demas', roles: ['member'] }).expect(201);
  });

  it('failing-resend and failing-cancel: only a pending invitation, of an account that exists', async () => {
    const pastor = (await users()).find((u) => u.email === 'pastor@demo.church')!;
    expect((await t.http().post(`/api/admin/users/${pastor.id}/invitation/resend`).set('Cookie', admin).expect(409)).body.code).toBe('INVITATION_NOT_PENDING');
    expect((await t.http().delete(`/api/admin/users/${pastor.id}/invitation`).set('Cookie', admin).expect(409)).body.code).toBe('INVITATION_NOT_PENDING');
    expect((await t.http().delete('/api/admin/users/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21/invitation').set('Cookie', admin)).status).toBe(404);
  });

  it('failing-accept-invite: a common password is refused and the link stays usable; a made-up token is refused', async () => {
    await invite({ email: 'tabitha@joppa.example', displayName: 'Tabitha', roles: ['member'] }).expect(201);
    const { token } = await t.linkFromOutbox('tabitha@joppa.example', '/accept-invite');
    const common = await t.http().post('/api/auth/accept-invite').send({ token, password: 'trustno1' }).expect(400);
    expect(common.body.details.fields).toEqual([{ field: 'password', message: VALIDATION_MESSAGES.commonPassword }]);
    expect(common.headers['set-cookie']).toBeUndefined();
    expect((await t.http().post('/api/auth/accept-invite').send({ token: 'made-up', password: 'full-of-good-works-1' })).body.code).toBe('INVALID_TOKEN');
    await t.http().post('/api/auth/accept-invite').send({ token, password: 'full-of-good-works-1' }).expect(200);
  });

  it('lets only user managers read the outbox', async () => {
    const member = await t.signIn('member@demo.church');
    expect((await t.http().get('/api/admin/outbox').set('Cookie', member)).status).toBe(403);
    const outbox = (await t.http().get('/api/admin/outbox').set('Cookie', admin).expect(200)).body;
    expect(outbox.delivery).toBe('outbox');
    expect(outbox.messages.length).toBeGreaterThan(0);
  });
});

describe('an invitation whose email cannot be sent', () => {
  let t: TestApp;
  let closed: Server;
  beforeAll(async () => {
    // A port that was just free: connections to it are refused at once.
    closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    t = await startTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  });
  afterAll(() => t.close());

  it('answers MESSAGE_SEND_FAILED, keeps the invitation, and it can be sent again', async () => {
    const admin = await t.signIn('admin@demo.church');
    const response = await t
      .http()
      .post('/api/admin/users')
      .set('Cookie', admin)
      .send({ email: 'phoebe@cenchreae.example', displayName: 'Phoebe', roles: ['member'] })
      .expect(502);
    expect(response.body.code).toBe('MESSAGE_SEND_FAILED');
    const users = (await t.http().get('/api/admin/users').set('Cookie', admin).expect(200)).body as AdminUserView[];
    const phoebe = users.find((u) => u.email === 'phoebe@cenchreae.example');
    expect(phoebe?.status).toBe('invited');
    expect((await t.http().get('/api/admin/outbox').set('Cookie', admin).expect(200)).body).toEqual({ delivery: 'smtp', messages: [] });
    expect((await t.http().post(`/api/admin/users/${phoebe!.id}/invitation/resend`).set('Cookie', admin)).body.code).toBe('MESSAGE_SEND_FAILED');
  });
});
