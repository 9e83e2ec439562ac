import { aboutAccount, type SecurityLogRules } from '../../platform/security-log/security-log-rule.type';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Ending a session by one's own hand is a sign-out; anything else (an admin, a password change) revokes it. */
const SELF_SIGN_OUT = new Set(['signed-out', 'signed-out-elsewhere', undefined]);

/**
 * The security-log entries of accounts, sign-ins and sessions, by their events' exact names
 * (a test holds every user event to a rule or a deliberate exclusion).
 */
export const IDENTITY_SECURITY_LOG_RULES: SecurityLogRules = {
  UserRegistered: aboutAccount('user-created', ['roles']),
  UserSignedIn: aboutAccount('sign-in', ['userAgent']),
  // "Sudo mode": the person in a session proved again who they are, before a sensitive action.
  UserReauthenticated: aboutAccount('reauthenticated', ['method']),
  UserSignInFailed: (data, source) => [
    {
      ...aboutAccount('sign-in-failed')(data, source)[0],
      actorId: null,
      details: { reason: data.reason === 'two-factor' ? 'wrong-two-factor-code' : 'wrong-password' },
    },
  ],
  // Failures with no usable account, as a tally: how many, between when, from which source.
  SignInAttemptsFailed: (data, source) => [
    {
      ...aboutAccount('sign-in-failed', ['email', 'reason', 'userAgent', 'attempts', 'firstAt', 'lastAt', 'source'])(data, source)[0],
      actorId: null,
    },
  ],
  // One event per such failure, as older stores have them.
  SignInAttemptFailed: (data, source) => [{ ...aboutAccount('sign-in-failed', ['email', 'reason', 'userAgent'])(data, source)[0], actorId: null }],
  // `source` present: the lock holds against that source only; absent: against every source.
  UserLockedOut: aboutAccount('account-locked', ['until', 'failedAttempts', 'source']),
  UserUnlocked: aboutAccount('account-unlocked', ['via']),
  UserSignedOut: (data, source) => aboutAccount(SELF_SIGN_OUT.has(text(data.reason) ?? undefined) ? 'sign-out' : 'session-revoked', ['reason'])(data, source),
  UserInvited: aboutAccount('user-invited', ['roles']),
  UserInvitationResent: aboutAccount('invitation-resent'),
  UserInvitationCancelled: aboutAccount('invitation-cancelled'),
  UserInvitationAccepted: aboutAccount('invitation-accepted'),
  UserRolesChanged: (data, source) => {
    const base = aboutAccount('role-granted')(data, source)[0];
    const granted = texts(data.granted);
    const revoked = texts(data.revoked);
    return [
      ...(granted.length ? [{ ...base, type: 'role-granted' as const, details: { roles: granted } }] : []),
      ...(revoked.length ? [{ ...base, type: 'role-revoked' as const, details: { roles: revoked } }] : []),
    ];
  },
  UserDeactivated: aboutAccount('user-deactivated', ['reason']),
  UserReactivated: aboutAccount('user-reactivated'),
  UserLinkedToMember: aboutAccount('user-linked-to-member', ['memberId']),
  UserPasswordChanged: aboutAccount('password-changed'),
  UserPasswordResetRequested: aboutAccount('password-reset-requested'),
  UserPasswordReset: aboutAccount('password-reset'),
  UserTwoFactorEnabled: aboutAccount('two-factor-enabled'),
  UserTwoFactorDisabled: aboutAccount('two-factor-disabled'),
  UserRecoveryCodeUsed: aboutAccount('recovery-code-used'),
  UserRecoveryCodesRegenerated: aboutAccount('recovery-codes-regenerated'),
  // A church-wide change to who must use two-step verification.
  TwoFactorRequirementChanged: aboutAccount('two-factor-policy-changed', ['requiredRoles']),
};
