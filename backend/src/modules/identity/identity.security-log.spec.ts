import { SecurityLogRuleRegistry } from '../../platform/security-log/security-log-rules.registry';
import type { SignInAttemptFailed, SignInAttemptsFailed } from './domain/sign-in-attempt.decider';
import type { TwoFactorRequirementChanged } from './domain/security-policy.decider';
import type { UserEvent } from './domain/user.events';
import { IDENTITY_SECURITY_LOG_RULES } from './identity.security-log';

const rules = new SecurityLogRuleRegistry();
rules.register(IDENTITY_SECURITY_LOG_RULES);

const AT = '2026-11-22T10:00:00.000Z';
const USER = '11111111-1111-4111-8111-111111111111';
const ADMIN = '22222222-2222-4222-8222-222222222222';

/** given a domain event (type, data, actor) → when mapped → then these entries. */
function given(type: string, data: Record<string, unknown>, actorId: string | null = null) {
  const source = { type, data, metadata: { actorId, correlationId: 'c', causationId: null, occurredAt: AT, schemaVersion: 1 } };
  return { then: (expected: unknown[]) => expect(rules.entriesFor(source)).toEqual(expected) };
}
const entry = (type: string, fields: Record<string, unknown> = {}) => ({ type, occurredAt: AT, userId: USER, actorId: null, ip: null, details: {}, ...fields });

/**
 * Every security-relevant event this module emits, typed by its own event types: a new user event
 * must be listed here or excluded on purpose (a session renewal is activity, not security), and a
 * renamed one no longer compiles — so no entry is lost to a rename.
 */
// The unlock link follows the lockout, which has its entry; using it is `account-unlocked`.
type NotSecurityRelevant = 'UserSessionRenewed' | 'UserUnlockLinkIssued';
const EMITTED: Record<
  Exclude<UserEvent['type'], NotSecurityRelevant> | SignInAttemptsFailed['type'] | SignInAttemptFailed['type'] | TwoFactorRequirementChanged['type'],
  true
> = {
  UserRegistered: true,
  UserSignedIn: true,
  UserReauthenticated: true,
  UserSignedOut: true,
  UserSignInFailed: true,
  UserLockedOut: true,
  UserUnlocked: true,
  UserPasswordChanged: true,
  UserPasswordResetRequested: true,
  UserPasswordReset: true,
  UserInvited: true,
  UserInvitationResent: true,
  UserInvitationCancelled: true,
  UserInvitationAccepted: true,
  UserRolesChanged: true,
  UserDeactivated: true,
  UserReactivated: true,
  UserLinkedToMember: true,
  UserTwoFactorEnabled: true,
  UserTwoFactorDisabled: true,
  UserRecoveryCodesRegenerated: true,
  UserRecoveryCodeUsed: true,
  SignInAttemptsFailed: true,
  SignInAttemptFailed: true,
  TwoFactorRequirementChanged: true,
};

describe('identity security-log rules', () => {
  it('records a sign-in with the address and browser, the user as actor', () => {
    given('UserSignedIn', { userId: USER, sessionId: 's', expiresAt: AT, ip: '10.0.0.1', userAgent: 'Firefox' }, USER).then([
      entry('sign-in', { actorId: USER, ip: '10.0.0.1', details: { userAgent: 'Firefox' } }),
    ]);
  });

  it('records a tally of failures for an email with no account: how many, between when, from where', () => {
    given('SignInAttemptsFailed', {
      email: 'ghost@example.org',
      userId: null,
      reason: 'unknown-account',
      source: '2001:db8:1:2::/64',
      ip: '2001:db8:1:2::9',
      userAgent: 'curl',
      attempts: 7,
      firstAt: '2026-11-22T09:45:00.000Z',
      lastAt: AT,
    }).then([
      entry('sign-in-failed', {
        userId: null,
        ip: '2001:db8:1:2::9',
        details: {
          email: 'ghost@example.org',
          reason: 'unknown-account',
          userAgent: 'curl',
          attempts: 7,
          firstAt: '2026-11-22T09:45:00.000Z',
          lastAt: AT,
          source: '2001:db8:1:2::/64',
        },
      }),
    ]);
    // Past the cap, addresses and sources are only counted together.
    given('SignInAttemptsFailed', {
      email: null,
      userId: null,
      reason: 'unknown-account',
      source: null,
      ip: '',
      userAgent: '',
      attempts: 312,
      firstAt: '2026-11-22T09:45:00.000Z',
      lastAt: AT,
    }).then([
      entry('sign-in-failed', {
        userId: null,
        details: { reason: 'unknown-account', userAgent: '', attempts: 312, firstAt: '2026-11-22T09:45:00.000Z', lastAt: AT },
      }),
    ]);
  });

  it('records a re-authentication, with how, and never the time step of its code', () => {
    given('UserReauthenticated', { userId: USER, sessionId: 's', at: AT, ip: '10.0.0.4', method: 'totp', totpStep: 12345 }, USER).then([
      entry('reauthenticated', { actorId: USER, ip: '10.0.0.4', details: { method: 'totp' } }),
    ]);
  });

  it('records a wrong password against an account, and a failure for an email with no account', () => {
    given('UserSignInFailed', { userId: USER, at: AT, ip: '10.0.0.2' }).then([
      entry('sign-in-failed', { ip: '10.0.0.2', details: { reason: 'wrong-password' } }),
    ]);
    given('UserSignInFailed', { userId: USER, at: AT, ip: '10.0.0.2', reason: 'two-factor' }).then([
      entry('sign-in-failed', { ip: '10.0.0.2', details: { reason: 'wrong-two-factor-code' } }),
    ]);
    given('SignInAttemptFailed', { email: 'ghost@example.org', userId: null, reason: 'unknown-account', ip: '10.0.0.3', userAgent: 'curl', at: AT }).then([
      entry('sign-in-failed', { userId: null, ip: '10.0.0.3', details: { email: 'ghost@example.org', reason: 'unknown-account', userAgent: 'curl' } }),
    ]);
  });

  it('records lockout — against one source, or every source — and unlock, by an administrator or the holder’s link', () => {
    given('UserLockedOut', { userId: USER, until: AT, failedAttempts: 5, source: '203.0.113.9' }).then([
      entry('account-locked', { details: { until: AT, failedAttempts: 5, source: '203.0.113.9' } }),
    ]);
    given('UserLockedOut', { userId: USER, until: AT, failedAttempts: 20, source: null }).then([
      entry('account-locked', { details: { until: AT, failedAttempts: 20 } }),
    ]);
    given('UserLockedOut', { userId: USER, until: AT, failedAttempts: 5 }).then([entry('account-locked', { details: { until: AT, failedAttempts: 5 } })]);
    given('UserUnlocked', { userId: USER, by: ADMIN }, ADMIN).then([entry('account-unlocked', { actorId: ADMIN })]);
    given('UserUnlocked', { userId: USER, by: USER, via: 'email-link' }, USER).then([
      entry('account-unlocked', { actorId: USER, details: { via: 'email-link' } }),
    ]);
  });

  it('tells a sign-out by the user from a session an administrator revoked', () => {
    given('UserSignedOut', { userId: USER, sessionId: 's', reason: 'signed-out', by: USER }, USER).then([
      entry('sign-out', { actorId: USER, details: { reason: 'signed-out' } }),
    ]);
    given('UserSignedOut', { userId: USER, sessionId: 's', reason: 'signed-out-elsewhere', by: USER }, USER).then([
      entry('sign-out', { actorId: USER, details: { reason: 'signed-out-elsewhere' } }),
    ]);
    given('UserSignedOut', { userId: USER, sessionId: 's', reason: 'revoked', by: ADMIN }, ADMIN).then([
      entry('session-revoked', { actorId: ADMIN, details: { reason: 'revoked' } }),
    ]);
    // Sessions ended for a reason not known today (a password change, a deactivation) count as revoked.
    given('UserSignedOut', { userId: USER, sessionId: 's', reason: 'password-changed', by: USER }, USER).then([
      entry('session-revoked', { actorId: USER, details: { reason: 'password-changed' } }),
    ]);
  });

  it('makes one entry for granted roles and one for revoked roles', () => {
    given('UserRolesChanged', { userId: USER, granted: ['admin', 'staff'], revoked: ['member'] }, ADMIN).then([
      entry('role-granted', { actorId: ADMIN, details: { roles: ['admin', 'staff'] } }),
      entry('role-revoked', { actorId: ADMIN, details: { roles: ['member'] } }),
    ]);
    given('UserRolesChanged', { userId: USER, granted: [], revoked: ['pastor'] }, ADMIN).then([
      entry('role-revoked', { actorId: ADMIN, details: { roles: ['pastor'] } }),
    ]);
    given('UserRolesChanged', { userId: USER, granted: [], revoked: [] }, ADMIN).then([]);
  });

  it('maps the account-security events by their exact names', () => {
    const cases: Array<[string, string]> = [
      ['UserInvited', 'user-invited'],
      ['UserInvitationResent', 'invitation-resent'],
      ['UserInvitationCancelled', 'invitation-cancelled'],
      ['UserInvitationAccepted', 'invitation-accepted'],
      ['UserDeactivated', 'user-deactivated'],
      ['UserReactivated', 'user-reactivated'],
      ['UserPasswordChanged', 'password-changed'],
      ['UserPasswordResetRequested', 'password-reset-requested'],
      ['UserPasswordReset', 'password-reset'],
      ['UserTwoFactorEnabled', 'two-factor-enabled'],
      ['UserTwoFactorDisabled', 'two-factor-disabled'],
      ['UserRecoveryCodeUsed', 'recovery-code-used'],
      ['UserRecoveryCodesRegenerated', 'recovery-codes-regenerated'],
    ];
    for (const [source, type] of cases) given(source, { userId: USER }, ADMIN).then([entry(type, { actorId: ADMIN })]);
  });

  it('never copies secrets or hashes into an entry, only the fields the table names', () => {
    given('UserRegistered', { userId: USER, email: 'a@b.org', displayName: 'A', passwordHash: '$argon2id$...', roles: ['member'], memberId: null }).then([
      entry('user-created', { details: { roles: ['member'] } }),
    ]);
    given('UserPasswordChanged', { userId: USER, passwordHash: '$argon2id$...' }, USER).then([entry('password-changed', { actorId: USER })]);
    given('UserTwoFactorEnabled', { userId: USER, secret: 'encrypted', recoveryCodeHashes: ['h1'] }, USER).then([
      entry('two-factor-enabled', { actorId: USER }),
    ]);
  });

  it('records the two-step policy and member links, with the administrator', () => {
    given('TwoFactorRequirementChanged', { churchId: 'c-1', requiredRoles: ['admin', 'pastor'], by: ADMIN }, ADMIN).then([
      entry('two-factor-policy-changed', { userId: null, actorId: ADMIN, details: { requiredRoles: ['admin', 'pastor'] } }),
    ]);
    given('UserLinkedToMember', { userId: USER, memberId: 'm-1', by: ADMIN }, ADMIN).then([
      entry('user-linked-to-member', { actorId: ADMIN, details: { memberId: 'm-1' } }),
    ]);
  });

  it('has a rule for every security-relevant event of accounts, by its exact name', () => {
    expect(Object.keys(IDENTITY_SECURITY_LOG_RULES).sort()).toEqual(Object.keys(EMITTED).sort());
  });

  it('makes nothing of a session renewal (activity, not security) or of the unlock link a lockout sends', () => {
    given('UserSessionRenewed', { userId: USER, sessionId: 's', idleExpiresAt: AT }, USER).then([]);
    given('UserUnlockLinkIssued', { userId: USER, tokenHash: 'h', expiresAt: AT, source: null, lockedUntil: AT, failedAttempts: 20 }).then([]);
    given('toString', {}).then([]);
  });
});
