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
   * at: when it started (absent on older events).
   */
  data: {
    userId: string;
    sessionId: string;
    at?: string;
    expiresAt: string;
    idleExpiresAt?: string;
    ip: string;
    userAgent: string;
    secondFactor?: SecondFactorMethod;
    totpStep?: number;
  };
};
export type SessionEndReason = 'signed-out' | 'signed-out-elsewhere' | 'revoked' | 'password-changed' | 'password-reset' | 'deactivated';
export type UserSignedOut = { type: 'UserSignedOut'; data: { userId: string; sessionId: string; reason?: SessionEndReason; by?: string | null } };
/** Activity pushed the idle expiry of a session forward (recorded at most every few minutes), on `session-<sessionId>`. */
export type UserSessionRenewed = { type: 'UserSessionRenewed'; data: { userId: string; sessionId: string; idleExpiresAt: string } };
/** reason: which check failed (absent on older events: the password). */
export type UserSignInFailed = { type: 'UserSignInFailed'; data: { userId: string; at: string; ip: string; reason?: 'password' | 'two-factor' } };
export type UserLockedOut = { type: 'UserLockedOut'; data: { userId: string; until: string; failedAttempts: number } };
export type UserUnlocked = { type: 'UserUnlocked'; data: { userId: string; by: string | null } };

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
  | UserSignInFailed
  | UserLockedOut
  | UserUnlocked
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
  'UserSignInFailed',
  'UserLockedOut',
  'UserUnlocked',
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

/** Five failed sign-ins within fifteen minutes lock the account for fifteen minutes. */
export const LOCKOUT = { attempts: 5, windowMs: 15 * 60 * 1000, durationMs: 15 * 60 * 1000 } as const;

/** How long emailed links work: a password reset for an hour, an invitation for a week. */
export const TOKEN_TTL = { passwordResetMs: 60 * 60 * 1000, invitationMs: 7 * 24 * 60 * 60 * 1000 } as const;

export const userStream = (userId: string) => `user-${userId}`;

/** A session's own stream, named by the SHA-256 of its token (the sessions read model's id too). */
export const sessionStream = (sessionId: string) => `session-${sessionId}`;
