import type { Language, UserRole } from '@koinonia/contracts';

/**
 * Everything that happens to an account, on its `user-<uuid>` stream — except a session's
 * renewals, which go to the session's own `session-<sessionId>` stream (older data has them on
 * the user's stream: every reader handles events by type, not by stream). The security log reads
 * these by name: rename none.
 */
export type UserRegistered = {
  type: 'UserRegistered';
  data: { userId: string; email: string; displayName: string; passwordHash: string; roles: UserRole[]; memberId: string | null };
};
/** How the second step of signing in was passed, for accounts with two-step verification. */
export type SecondFactorMethod = 'totp' | 'recovery-code';
export type UserSignedIn = {
  type: 'UserSignedIn';
  /**
   * expiresAt: the absolute end; idleExpiresAt: the end if nothing happens in the meantime.
   * secondFactor/totpStep: set when a code was needed (a TOTP time step is never accepted twice).
   * at: when it started (absent on older events). source: the client's address bucket, whose
   * failures a success forgives (absent on older events: every failure).
   */
  data: {
    userId: string;
    sessionId: string;
    at?: string;
    expiresAt: string;
    idleExpiresAt?: string;
    ip: string;
    source?: string;
    userAgent: string;
    secondFactor?: SecondFactorMethod;
    totpStep?: number;
  };
};
export type SessionEndReason = 'signed-out' | 'signed-out-elsewhere' | 'revoked' | 'password-changed' | 'password-reset' | 'deactivated' | 'two-factor-enabled';
export type UserSignedOut = { type: 'UserSignedOut'; data: { userId: string; sessionId: string; reason?: SessionEndReason; by?: string | null } };
/**
 * The person in a session proved again who they are (the password, or a current code): the
 * session is freshly authenticated for a few minutes ("sudo mode"), which sensitive actions ask
 * for. A code's time step counts here as at sign-in: never accepted twice.
 */
export type UserReauthenticated = {
  type: 'UserReauthenticated';
  data: { userId: string; sessionId: string; at: string; ip: string; method: 'password' | 'totp'; totpStep?: number };
};
/** Activity pushed the idle expiry of a session forward (recorded at most every few minutes), on `session-<sessionId>`. */
export type UserSessionRenewed = { type: 'UserSessionRenewed'; data: { userId: string; sessionId: string; idleExpiresAt: string } };
/**
 * reason: which check failed (absent on older events: the password). source: the client's address
 * bucket (an IPv4 address, an IPv6 /64) the lockout counts it against (absent on older events: `ip`).
 */
export type UserSignInFailed = {
  type: 'UserSignInFailed';
  data: { userId: string; at: string; ip: string; source?: string; reason?: 'password' | 'two-factor' };
};
/** source: the one source the lock holds against; null (or absent, on older events): every source. */
export type UserLockedOut = { type: 'UserLockedOut'; data: { userId: string; until: string; failedAttempts: number; source?: string | null } };
/** via: how the holder lifted it themselves (absent: an administrator, or a reset). */
export type UserUnlocked = { type: 'UserUnlocked'; data: { userId: string; by: string | null; via?: 'email-link' } };
/**
 * A lockout was told to the account's holder: an email with a link that lifts it (only the SHA-256
 * of its token is kept; a newer link voids the older), and a notification. The lock's facts come
 * along for the notification's words.
 */
export type UserUnlockLinkIssued = {
  type: 'UserUnlockLinkIssued';
  data: { userId: string; tokenHash: string; expiresAt: string; source: string | null; lockedUntil: string; failedAttempts: number };
};

export type UserPasswordChanged = { type: 'UserPasswordChanged'; data: { userId: string; passwordHash: string } };
/** Only the SHA-256 of the emailed token is kept. */
export type UserPasswordResetRequested = { type: 'UserPasswordResetRequested'; data: { userId: string; tokenHash: string; expiresAt: string } };
export type UserPasswordReset = { type: 'UserPasswordReset'; data: { userId: string; passwordHash: string } };

/** language: of the invitation email, which a resend keeps (absent on older events: English). */
export type UserInvited = {
  type: 'UserInvited';
  data: {
    userId: string;
    email: string;
    displayName: string;
    roles: UserRole[];
    memberId: string | null;
    tokenHash: string;
    expiresAt: string;
    invitedBy: string | null;
    language?: Language;
  };
};
export type UserInvitationResent = { type: 'UserInvitationResent'; data: { userId: string; tokenHash: string; expiresAt: string; by: string | null } };
export type UserInvitationCancelled = { type: 'UserInvitationCancelled'; data: { userId: string; by: string | null } };
export type UserInvitationAccepted = { type: 'UserInvitationAccepted'; data: { userId: string; passwordHash: string } };

export type UserRolesChanged = { type: 'UserRolesChanged'; data: { userId: string; granted: UserRole[]; revoked: UserRole[]; by: string | null } };
export type UserDeactivated = { type: 'UserDeactivated'; data: { userId: string; by: string | null } };
export type UserReactivated = { type: 'UserReactivated'; data: { userId: string; by: string | null } };
export type UserLinkedToMember = { type: 'UserLinkedToMember'; data: { userId: string; memberId: string; by: string | null } };

/** secret: the TOTP secret sealed with AES-256-GCM; recoveryCodeHashes: keyed hashes, never the codes. */
export type UserTwoFactorEnabled = { type: 'UserTwoFactorEnabled'; data: { userId: string; secret: string; recoveryCodeHashes: string[]; totpStep: number } };
export type UserTwoFactorDisabled = { type: 'UserTwoFactorDisabled'; data: { userId: string; by: string | null } };
export type UserRecoveryCodesRegenerated = { type: 'UserRecoveryCodesRegenerated'; data: { userId: string; recoveryCodeHashes: string[] } };
export type UserRecoveryCodeUsed = { type: 'UserRecoveryCodeUsed'; data: { userId: string; codeHash: string } };

export type UserEvent =
  | UserRegistered
  | UserSignedIn
  | UserSignedOut
  | UserSessionRenewed
  | UserReauthenticated
  | UserSignInFailed
  | UserLockedOut
  | UserUnlocked
  | UserUnlockLinkIssued
  | UserPasswordChanged
  | UserPasswordResetRequested
  | UserPasswordReset
  | UserInvited
  | UserInvitationResent
  | UserInvitationCancelled
  | UserInvitationAccepted
  | UserRolesChanged
  | UserDeactivated
  | UserReactivated
  | UserLinkedToMember
  | UserTwoFactorEnabled
  | UserTwoFactorDisabled
  | UserRecoveryCodesRegenerated
  | UserRecoveryCodeUsed;

export const USER_EVENT_TYPES: ReadonlySet<string> = new Set<UserEvent['type']>([
  'UserRegistered',
  'UserSignedIn',
  'UserSignedOut',
  'UserSessionRenewed',
  'UserReauthenticated',
  'UserSignInFailed',
  'UserLockedOut',
  'UserUnlocked',
  'UserUnlockLinkIssued',
  'UserPasswordChanged',
  'UserPasswordResetRequested',
  'UserPasswordReset',
  'UserInvited',
  'UserInvitationResent',
  'UserInvitationCancelled',
  'UserInvitationAccepted',
  'UserRolesChanged',
  'UserDeactivated',
  'UserReactivated',
  'UserLinkedToMember',
  'UserTwoFactorEnabled',
  'UserTwoFactorDisabled',
  'UserRecoveryCodesRegenerated',
  'UserRecoveryCodeUsed',
]);

/** How long emailed links work: a password reset and an unlock for an hour, an invitation for a week. */
export const TOKEN_TTL = { passwordResetMs: 60 * 60 * 1000, unlockMs: 60 * 60 * 1000, invitationMs: 7 * 24 * 60 * 60 * 1000 } as const;

/** A sign-in or re-authentication this recent lets a session take sensitive actions (two-step verification's enrolment). */
export const REAUTHENTICATION_WINDOW_MS = 5 * 60 * 1000;

export const userStream = (userId: string) => `user-${userId}`;

/** A session's own stream, named by the SHA-256 of its token (the sessions read model's id too). */
export const sessionStream = (sessionId: string) => `session-${sessionId}`;
