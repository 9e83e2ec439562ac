import type { CurrentUser } from './current-user.read-model';
import type { UserRole } from './user-roles.constant';

/** `POST /api/auth/login` for an account with two-step verification: no session yet, a code is needed. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  /** Sent back with the code; good for a few minutes, for this account only. */
  challenge: string;
}

/** What the password step of signing in answers. */
export type LoginResult = CurrentUser | TwoFactorChallenge;

export function isTwoFactorChallenge(result: LoginResult): result is TwoFactorChallenge {
  return (result as Partial<TwoFactorChallenge>).twoFactorRequired === true;
}

/** `GET /api/auth/two-factor`. */
export interface TwoFactorStatusView {
  enabled: boolean;
  /** Unused recovery codes left (0 when two-step verification is off). */
  recoveryCodesRemaining: number;
  /** One of my roles requires it (an administrator's setting). */
  required: boolean;
}

/** `POST /api/auth/two-factor/start`: what the authenticator app needs, shown once. */
export interface TwoFactorEnrolmentView {
  /** Base32, for typing into an app by hand. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code (an SVG data URL). */
  qrCodeDataUrl: string;
  /** Sent back with the first code; binds the confirmation to this secret and this account. */
  enrolmentToken: string;
}

/** Ten one-time recovery codes, shown once (only their hashes are kept). */
export interface RecoveryCodesView {
  recoveryCodes: string[];
}

/** `POST /api/auth/two-factor/confirm`: the recovery codes, and the position of the change for reading it back. */
export interface TwoFactorConfirmation extends RecoveryCodesView {
  /** A decimal string, as in CommandResult. */
  position: string;
}

/** `GET /api/admin/security-policy`. */
export interface SecurityPolicyView {
  /** Administrators until an administrator changes it (the demo church is seeded without). */
  twoFactorRequiredRoles: UserRole[];
  /** This is the demo church (DEMO_MODE), whose policy is seeded relaxed so its accounts need no authenticator. */
  demoChurch: boolean;
}
