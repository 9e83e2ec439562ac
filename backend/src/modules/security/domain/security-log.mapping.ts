import type { SecurityDetailValue, SecurityEventType } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { SecurityEntryDraft } from './security-log.events';

type Source = Pick<RecordedEvent, 'type' | 'data' | 'metadata'>;
type Data = Record<string, unknown>;
type Rule = (data: Data, source: Source) => SecurityEntryDraft[];

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/** Only plain values the table names go into an entry: never hashes, tokens, secrets or free text. */
function pick(data: Data, keys: readonly string[]): Record<string, SecurityDetailValue> {
  const details: Record<string, SecurityDetailValue> = {};
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') details[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) details[key] = value as string[];
  }
  return details;
}

/**
 * One entry about the account in `data.userId`. The actor is who the source says did it
 * (`data.by`, else the command's actor in metadata).
 */
const about =
  (type: SecurityEventType, detailKeys: readonly string[] = []): Rule =>
  (data, source) => [
    {
      type,
      occurredAt: source.metadata.occurredAt,
      userId: text(data.userId),
      actorId: text(data.by) ?? source.metadata.actorId,
      ip: text(data.ip),
      details: pick(data, detailKeys),
    },
  ];

/** Reads of sensitive records and exports: about the person who read or exported. */
const byActor =
  (type: SecurityEventType, detailKeys: readonly string[]): Rule =>
  (data, source) => [
    {
      type,
      occurredAt: source.metadata.occurredAt,
      userId: text(data.userId) ?? source.metadata.actorId,
      actorId: source.metadata.actorId,
      ip: text(data.ip),
      details: pick(data, detailKeys),
    },
  ];

/** Ending a session by one's own hand is a sign-out; anything else (an admin, a password change) revokes it. */
const SELF_SIGN_OUT = new Set(['signed-out', 'signed-out-elsewhere', undefined]);

/**
 * THE mapping table: domain event type → security-log entries. Every security-relevant event the
 * app has or is about to have is here by its exact name, so its entries appear the moment the
 * event first exists. An event not in the table makes no entry.
 */
export const SECURITY_LOG_TABLE: Readonly<Record<string, Rule>> = {
  // identity: accounts and sessions
  UserRegistered: about('user-created', ['roles']),
  UserSignedIn: about('sign-in', ['userAgent']),
  UserSignInFailed: (data, source) => [
    {
      ...about('sign-in-failed')(data, source)[0],
      actorId: null,
      details: { reason: data.reason === 'two-factor' ? 'wrong-two-factor-code' : 'wrong-password' },
    },
  ],
  SignInAttemptFailed: (data, source) => [{ ...about('sign-in-failed', ['email', 'reason', 'userAgent'])(data, source)[0], actorId: null }],
  UserLockedOut: about('account-locked', ['until', 'failedAttempts']),
  UserUnlocked: about('account-unlocked'),
  UserSignedOut: (data, source) => about(SELF_SIGN_OUT.has(text(data.reason) ?? undefined) ? 'sign-out' : 'session-revoked', ['reason'])(data, source),
  // account security
  UserInvited: about('user-invited', ['roles']),
  UserInvitationResent: about('invitation-resent'),
  UserInvitationCancelled: about('invitation-cancelled'),
  UserInvitationAccepted: about('invitation-accepted'),
  UserRolesChanged: (data, source) => {
    const base = about('role-granted')(data, source)[0];
    const granted = texts(data.granted);
    const revoked = texts(data.revoked);
    return [
      ...(granted.length ? [{ ...base, type: 'role-granted' as const, details: { roles: granted } }] : []),
      ...(revoked.length ? [{ ...base, type: 'role-revoked' as const, details: { roles: revoked } }] : []),
    ];
  },
  UserDeactivated: about('user-deactivated', ['reason']),
  UserReactivated: about('user-reactivated'),
  UserLinkedToMember: about('user-linked-to-member', ['memberId']),
  UserPasswordChanged: about('password-changed'),
  UserPasswordResetRequested: about('password-reset-requested'),
  UserPasswordReset: about('password-reset'),
  UserTwoFactorEnabled: about('two-factor-enabled'),
  UserTwoFactorDisabled: about('two-factor-disabled'),
  UserRecoveryCodeUsed: about('recovery-code-used'),
  UserRecoveryCodesRegenerated: about('recovery-codes-regenerated'),
  // church-wide settings that change who may do what
  TwoFactorRequirementChanged: about('two-factor-policy-changed', ['requiredRoles']),
  FeatureFlagChanged: about('feature-flag-changed', ['flag', 'enabled']),
  MaintenanceModeChanged: about('maintenance-mode-changed', ['enabled']),
  // later areas: exports and sensitive reads
  DataExported: byActor('data-exported', ['dataset', 'format', 'rowCount']),
  PrayerRequestRead: byActor('prayer-request-read', ['prayerRequestId']),
  PastoralNoteRead: byActor('pastoral-note-read', ['pastoralNoteId', 'memberId']),
};

export function isSecurityRelevant(type: string): boolean {
  return Object.prototype.hasOwnProperty.call(SECURITY_LOG_TABLE, type);
}

/** The entries one domain event makes: none for an event the table does not name. */
export function toSecurityEntries(source: Source): SecurityEntryDraft[] {
  if (!isSecurityRelevant(source.type)) return [];
  return SECURITY_LOG_TABLE[source.type](source.data as Data, source);
}
