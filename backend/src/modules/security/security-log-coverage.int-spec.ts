import { generate } from 'otplib';
import {
  SECURITY_EVENT_TYPES,
  type AdminUserView,
  type ChainVerification,
  type SecurityEventPage,
  type SecurityEventType,
  type SecurityEventView,
  type TwoFactorEnrolmentView,
} from '@koinonia/contracts';
import { DEMO_PASSWORD } from '../demo';
import { eventually } from '../../testing/eventually.util';
import { startTestApp, type TestApp } from '../../testing/test-app.util';
import { SecurityLogRuleRegistry } from '../../platform/security-log/security-log-rules.registry';
import { SensitiveAccessLog } from './sensitive-access.service';

/** The issue's list: every one of these actions, done the way a person does it, leaves its entry. */
describe('security log: every security-relevant action is an entry', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp({ demoMemberCount: 2 });
    admin = await t.signIn('admin@demo.church');
  });
  afterAll(() => t.close());

  const http = () => t.http();
  const idOf = async (email: string) =>
    ((await http().get('/api/admin/users').set('Cookie', admin).expect(200)).body as AdminUserView[]).find((u) => u.email === email)!.id;
  const wrongPassword = (email: string) => http().post('/api/auth/login').send({ email, password: 'not-the-password-1' });

  it('logs sign-in, failures, lockout, unlock, sign-out, revocation, roles, two-step verification, invitations, deactivation, passwords, exports and sensitive reads', async () => {
    // Sign-in and sign-out (Ruth, a member).
    const ruth = await t.signIn('member@demo.church');
    await http().post('/api/auth/logout').set('Cookie', ruth).expect(204);
    // A failed sign-in (Maria), and one for an address with no account.
    await wrongPassword('staff@demo.church').expect(401);
    await wrongPassword('stranger@example.org').expect(401);
    // Lockout after five failures, and an administrator's unlock (Joseph, a vendor).
    for (let i = 0; i < 5; i++) await wrongPassword('vendor@demo.church');
    await http()
      .post(`/api/admin/users/${await idOf('vendor@demo.church')}/unlock`)
      .set('Cookie', admin)
      .expect(200);
    // An administrator revokes Samuel's sessions.
    await t.signIn('leader@demo.church');
    await http()
      .post(`/api/admin/users/${await idOf('leader@demo.church')}/revoke-sessions`)
      .set('Cookie', admin)
      .expect(200);
    // A role granted, then revoked (Helen, an auditor).
    const helen = await idOf('auditor@demo.church');
    await http()
      .put(`/api/admin/users/${helen}/roles`)
      .set('Cookie', admin)
      .send({ roles: ['auditor', 'staff'] })
      .expect(200);
    await http()
      .put(`/api/admin/users/${helen}/roles`)
      .set('Cookie', admin)
      .send({ roles: ['auditor'] })
      .expect(200);
    // Two-step verification turned on and off (Daniel, a pastor).
    const daniel = await t.signIn('pastor@demo.church');
    const start = (await http().post('/api/auth/two-factor/start').set('Cookie', daniel).expect(200)).body as TwoFactorEnrolmentView;
    await http()
      .post('/api/auth/two-factor/confirm')
      .set('Cookie', daniel)
      .send({ enrolmentToken: start.enrolmentToken, code: await generate({ secret: start.secret }) })
      .expect(200);
    await http().post('/api/auth/two-factor/disable').set('Cookie', daniel).send({ password: DEMO_PASSWORD }).expect(204);
    // Someone invited; Maria deactivated.
    await http()
      .post('/api/admin/users')
      .set('Cookie', admin)
      .send({ email: 'phoebe@cenchreae.example', displayName: 'Phoebe Deacon', roles: ['member'] })
      .expect(201);
    await http()
      .post(`/api/admin/users/${await idOf('staff@demo.church')}/deactivate`)
      .set('Cookie', admin)
      .expect(200);
    // Samuel changes his password; Ruth resets hers through the emailed link.
    const samuel = await t.signIn('leader@demo.church');
    await http().post('/api/auth/password').set('Cookie', samuel).send({ currentPassword: DEMO_PASSWORD, newPassword: 'shepherd-of-israel-80' }).expect(204);
    await http().post('/api/auth/forgot-password').send({ email: 'member@demo.church' }).expect(202);
    const { token } = await eventually(() => t.linkFromOutbox('member@demo.church', '/reset-password'));
    await http().post('/api/auth/reset-password').send({ token, password: 'lydia-of-thyatira-16' }).expect(204);
    // Areas still to come record exports and sensitive reads through the security module (Daniel again).
    const me = (await http().get('/api/auth/user').set('Cookie', daniel).expect(200)).body as { id: string };
    const access = t.app.get(SensitiveAccessLog);
    await access.dataExported({ userId: me.id, ip: '203.0.113.20' }, { dataset: 'members', format: 'csv', rowCount: 2 });
    await access.prayerRequestRead({ userId: me.id, ip: '203.0.113.20' }, 'prayer-17');
    await access.pastoralNoteRead({ userId: me.id, ip: '203.0.113.20' }, { pastoralNoteId: 'note-4', memberId: 'member-9' });

    const expected: Array<[SecurityEventType, string | null, string | null, Partial<SecurityEventView>?]> = [
      ['sign-in', 'member@demo.church', 'Ruth Anderson'],
      ['sign-out', 'member@demo.church', 'Ruth Anderson'],
      ['sign-in-failed', 'staff@demo.church', null, { details: { reason: 'wrong-password' } }],
      ['sign-in-failed', null, null, { details: { reason: 'unknown-account', email: 'stranger@example.org', userAgent: expect.any(String) } }],
      ['account-locked', 'vendor@demo.church', null, { details: { until: expect.any(String), failedAttempts: 5 } }],
      ['account-unlocked', 'vendor@demo.church', 'Grace Okafor'],
      ['session-revoked', 'leader@demo.church', 'Grace Okafor', { details: { reason: 'revoked' } }],
      ['role-granted', 'auditor@demo.church', 'Grace Okafor', { details: { roles: ['staff'] } }],
      ['role-revoked', 'auditor@demo.church', 'Grace Okafor', { details: { roles: ['staff'] } }],
      ['two-factor-enabled', 'pastor@demo.church', 'Daniel Mensah'],
      ['two-factor-disabled', 'pastor@demo.church', 'Daniel Mensah'],
      ['user-invited', 'phoebe@cenchreae.example', 'Grace Okafor', { details: { roles: ['member'] } }],
      ['user-deactivated', 'staff@demo.church', 'Grace Okafor'],
      ['password-changed', 'leader@demo.church', 'Samuel Kim'],
      ['password-reset-requested', 'member@demo.church', null],
      ['password-reset', 'member@demo.church', 'Ruth Anderson'],
      ['data-exported', 'pastor@demo.church', 'Daniel Mensah', { ip: '203.0.113.20', details: { dataset: 'members', format: 'csv', rowCount: 2 } }],
      ['prayer-request-read', 'pastor@demo.church', 'Daniel Mensah', { ip: '203.0.113.20', details: { prayerRequestId: 'prayer-17' } }],
      ['pastoral-note-read', 'pastor@demo.church', 'Daniel Mensah', { ip: '203.0.113.20', details: { pastoralNoteId: 'note-4', memberId: 'member-9' } }],
    ];
    const missing = await eventually(async () => {
      const log = ((await http().get('/api/security/events').query({ pageSize: 100 }).set('Cookie', admin).expect(200)).body as SecurityEventPage).items;
      const absent = expected.filter(([type, userEmail, actorName, fields]) => {
        const candidates = log.filter((e) => e.type === type && e.userEmail === userEmail && e.actorName === actorName);
        return !candidates.some((e) => {
          try {
            expect(e).toMatchObject(fields ?? {});
            return true;
          } catch {
            return false;
          }
        });
      });
      if (absent.length > 0) throw new Error(`not logged (yet): ${absent.map(([type, email]) => `${type} ${email}`).join(', ')}`);
      return absent;
    });
    expect(missing).toEqual([]);

    // And the chain over all of it holds.
    const chain = (await http().post('/api/security/verify-chain').set('Cookie', admin).expect(200)).body as ChainVerification;
    expect(chain.ok).toBe(true);
  });

  it('gives every kind of security event a source among the rules the modules registered', () => {
    const rules = t.app.get(SecurityLogRuleRegistry);
    const AT = '2026-11-22T10:00:00.000Z';
    const produced = new Set<string>();
    for (const type of rules.eventTypes) {
      for (const reason of ['revoked', 'signed-out']) {
        const data = { userId: 'u-1', granted: ['admin'], revoked: ['member'], reason: type === 'UserSignedOut' ? reason : undefined };
        const source = { type, data, metadata: { actorId: 'a-1', correlationId: 'c', causationId: null, occurredAt: AT, schemaVersion: 1 } };
        for (const entry of rules.entriesFor(source)) produced.add(entry.type);
      }
    }
    expect([...produced].sort()).toEqual([...SECURITY_EVENT_TYPES].sort());
  });
});
