/**
 * What the security log records, one kind per security-relevant action. Entries are derived from
 * domain events by the one mapping table in the backend (modules/security).
 */
export const SECURITY_EVENT_TYPES = [
  'sign-in',
  'reauthenticated',
  'sign-in-failed',
  'account-locked',
  'account-unlocked',
  'sign-out',
  'session-revoked',
  'user-created',
  'user-invited',
  'invitation-resent',
  'invitation-cancelled',
  'invitation-accepted',
  'role-granted',
  'role-revoked',
  'user-deactivated',
  'user-reactivated',
  'user-linked-to-member',
  'password-changed',
  'password-reset-requested',
  'password-reset',
  'two-factor-enabled',
  'two-factor-disabled',
  'recovery-code-used',
  'recovery-codes-regenerated',
  'two-factor-policy-changed',
  'feature-flag-changed',
  'maintenance-mode-changed',
  'data-exported',
  'prayer-request-read',
  'pastoral-note-read',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** The time ranges the failed sign-in chart offers: hourly buckets for a day, daily ones beyond. */
export const FAILED_SIGN_IN_RANGES = ['24h', '7d', '30d'] as const;
export type FailedSignInRange = (typeof FAILED_SIGN_IN_RANGES)[number];

export const SECURITY_EVENTS_PAGE_SIZE = { default: 25 } as const;
