import { CONSISTENCY_HEADER, VALIDATION_MESSAGES, type AdminUserView, type MemberPage } from '@koinonia/contracts';
import { DEMO_PASSWORD } from '../../demo';
import { startTestApp, type TestApp } from '../../../testing/test-app.util';
import { PasswordResetRequests } from '../password/password-reset-requests.service';

describe('administering accounts', () => {
  let t: TestApp;
  let admin: string;
  /** An account as the administrator's page lists it: after `position` (a command's answer) when given. */
  let byEmail: (email: string, position?: string) => Promise<AdminUserView>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signIn('admin@demo.church');
    byEmail = async (email, position) =>
      (
        (
          await t
            .http()
            .get('/api/admin/users')
            .set('Cookie', admin)
            .set(position ? { [CONSISTENCY_HEADER]: position } : {})
            .expect(200)
        ).body as AdminUserView[]
      ).find((u) => u.email === email)!;
  });
  afterAll(() => t.close());

  const put = (path: string, body: unknown, cookie = admin) =>
    t
      .http()
      .put(path)
      .set('Cookie', cookie)
      .send(body as object);
  const post = (path: string, cookie = admin) => t.http().post(path).set('Cookie', cookie);

  it('successful-change-roles: the account holds exactly the roles chosen, at once', async () => {
    const leader = await byEmail('leader@demo.church');
    const session = await t.signIn('leader@demo.church');
    await put(`/api/admin/users/${leader.id}/roles`, { roles: ['staff', 'leader', 'staff'] }).expect(200);
    expect((await byEmail('leader@demo.church')).roles).toEqual(['leader', 'staff']);
    expect((await t.http().get('/api/auth/user').set('Cookie', session).expect(200)).body.roles).toEqual(['leader', 'staff']);
    await t
      .http()
      .post('/api/members')
      .set('Cookie', session)
      .send({ fullName: 'Newly Allowed', email: 'newly@example.org', ministry: 'Youth', role: 'member' })
      .expect(201);
  });

  it('failing-change-roles: no roles, an unknown role, or someone who may not', async () => {
    const member = await byEmail('member@demo.church');
    expect((await put(`/api/admin/users/${member.id}/roles`, { roles: [] }).expect(400)).body.details.fields).toEqual([
      { field: 'roles', message: VALIDATION_MESSAGES.rolesRequired },
    ]);
    expect((await put(`/api/admin/users/${member.id}/roles`, { roles: ['pope'] }).expect(400)).body.details.fields).toEqual([
      { field: 'roles', message: VALIDATION_MESSAGES.choice },
    ]);
    const staff = await t.signIn('staff@demo.church');
    expect((await put(`/api/admin/users/${member.id}/roles`, { roles: ['admin'] }, staff)).status).toBe(403);
    expect((await put('/api/admin/users/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21/roles', { roles: ['member'] })).status).toBe(404);
    expect((await byEmail('member@demo.church')).roles).toEqual(['member']);
  });

  it('keeps the last administrator: neither their role nor their account can go until another admin exists', async () => {
    const self = await byEmail('admin@demo.church');
    const lastRole = await put(`/api/admin/users/${self.id}/roles`, { roles: ['staff'] }).expect(409);
    expect(lastRole.body).toEqual({
      code: 'LAST_ADMIN',
      message: 'The church needs at least one active administrator. Make someone else an administrator first.',
    });
    expect((await post(`/api/admin/users/${self.id}/deactivate`).expect(409)).body.code).toBe('LAST_ADMIN');

    const pastor = await byEmail('pastor@demo.church');
    await put(`/api/admin/users/${pastor.id}/roles`, { roles: ['pastor', 'admin'] }).expect(200);
    await put(`/api/admin/users/${self.id}/roles`, { roles: ['admin', 'staff'] }).expect(200);
    // Two administrators remove each other's role at the same moment: one of them must stay.
    const [a, b] = await Promise.all([
      put(`/api/admin/users/${pastor.id}/roles`, { roles: ['pastor'] }),
      put(`/api/admin/users/${self.id}/roles`, { roles: ['staff'] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const admins = [await byEmail('admin@demo.church'), await byEmail('pastor@demo.church')].filter((u) => u.roles.includes('admin'));
    expect(admins).toHaveLength(1);
  });

  it('successful-deactivate: ends their sessions and refuses sign-in until reactivated', async () => {
    const vendor = await byEmail('vendor@demo.church');
    const session = await t.signIn('vendor@demo.church');
    await post(`/api/admin/users/${vendor.id}/deactivate`).expect(200);
    expect((await t.http().get('/api/auth/user').set('Cookie', session)).status).toBe(401);
    const refused = await t.http().post('/api/auth/login').send({ email: 'vendor@demo.church', password: DEMO_PASSWORD }).expect(401);
    expect(refused.body.code).toBe('INVALID_CREDENTIALS');
    expect(await byEmail('vendor@demo.church')).toMatchObject({ status: 'deactivated', active: false });
    // A deactivated account gets no reset link either.
    await t.http().post('/api/auth/forgot-password').send({ email: 'vendor@demo.church' }).expect(202);
    await t.app.get(PasswordResetRequests).idle();

    await post(`/api/admin/users/${vendor.id}/reactivate`).expect(200);
    await t.http().post('/api/auth/login').send({ email: 'vendor@demo.church', password: DEMO_PASSWORD }).expect(200);
    expect((await t.outbox()).some((m) => m.to === 'vendor@demo.church')).toBe(false);
  });

  it('failing-deactivate and failing-reactivate: unknown accounts and non-administrators', async () => {
    expect((await post('/api/admin/users/not-a-uuid/deactivate')).status).toBe(404);
    expect((await post('/api/admin/users/5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21/reactivate')).status).toBe(404);
    const auditor = await byEmail('auditor@demo.church');
    const member = await t.signIn('member@demo.church');
    expect((await post(`/api/admin/users/${auditor.id}/deactivate`, member)).status).toBe(403);
  });

  it('successful-link-member: links an account to an existing member record', async () => {
    const page = (await t.http().get('/api/members').query({ search: 'a', pageSize: 1 }).set('Cookie', admin).expect(200)).body as MemberPage;
    const memberId = page.items[0].id;
    const auditor = await byEmail('auditor@demo.church');
    const linked = await put(`/api/admin/users/${auditor.id}/member`, { memberId }).expect(200);
    expect((await byEmail('auditor@demo.church', linked.body.position)).memberId).toBe(memberId);
  });

  it('failing-link-member: the member must exist and the id be one', async () => {
    const auditor = await byEmail('auditor@demo.church');
    expect((await put(`/api/admin/users/${auditor.id}/member`, { memberId: '5f0c8a4e-3b1d-4c8e-9f2a-7d6b5c4a3e21' }).expect(404)).body.code).toBe(
      'MEMBER_NOT_FOUND',
    );
    expect((await put(`/api/admin/users/${auditor.id}/member`, { memberId: 'nope' }).expect(400)).body.details.fields).toEqual([
      { field: 'memberId', message: VALIDATION_MESSAGES.choice },
    ]);
  });
});

describe('requiring two-step verification for a role', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('successful-security-policy: holders of the role are sent to set it up and refused everything else until they do', async () => {
    const admin = await t.signIn('admin@demo.church');
    // The demo church is seeded with the default (administrators) relaxed, and the answer says it is the demo church.
    expect((await t.http().get('/api/admin/security-policy').set('Cookie', admin).expect(200)).body).toEqual({ twoFactorRequiredRoles: [], demoChurch: true });
    await t
      .http()
      .put('/api/admin/security-policy')
      .set('Cookie', admin)
      .send({ twoFactorRequiredRoles: ['staff', 'pastor'] })
      .expect(200);
    expect((await t.http().get('/api/admin/security-policy').set('Cookie', admin).expect(200)).body).toEqual({
      twoFactorRequiredRoles: ['pastor', 'staff'],
      demoChurch: true,
    });

    const staff = await t.signIn('staff@demo.church');
    const me = (await t.http().get('/api/auth/user').set('Cookie', staff).expect(200)).body;
    expect(me).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });
    const refused = await t.http().get('/api/members').set('Cookie', staff).expect(403);
    expect(refused.body).toEqual({ code: 'TWO_FACTOR_SETUP_REQUIRED', message: 'Your role requires two-step verification. Please set it up to continue.' });
    expect((await t.http().get('/api/auth/two-factor').set('Cookie', staff).expect(200)).body).toEqual({
      enabled: false,
      recoveryCodesRemaining: 0,
      required: true,
    });

    // Roles the setting does not name carry on as before.
    const member = await t.signIn('member@demo.church');
    await t.http().get('/api/members').set('Cookie', member).expect(200);

    await t.http().put('/api/admin/security-policy').set('Cookie', admin).send({ twoFactorRequiredRoles: [] }).expect(200);
    await t.http().get('/api/members').set('Cookie', staff).expect(200);
  });

  it('failing-security-policy: unknown roles, and only administrators', async () => {
    const admin = await t.signIn('admin@demo.church');
    expect(
      (
        await t
          .http()
          .put('/api/admin/security-policy')
          .set('Cookie', admin)
          .send({ twoFactorRequiredRoles: ['wizard'] })
          .expect(400)
      ).body.code,
    ).toBe('VALIDATION_ERROR');
    const pastor = await t.signIn('pastor@demo.church');
    expect((await t.http().put('/api/admin/security-policy').set('Cookie', pastor).send({ twoFactorRequiredRoles: [] })).status).toBe(403);
  });
});
