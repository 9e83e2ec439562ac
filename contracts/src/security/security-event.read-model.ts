import type { Page } from '../platform/page.read-model';
import type { UserRole } from '../auth/user-roles.constant';
import type { FailedSignInRange, SecurityEventType } from './security-event-types.constant';

/** A value an entry's details may hold: plain data only, so it hashes the same everywhere. */
export type SecurityDetailValue = string | number | boolean | null | string[];

/** `GET /api/security/events` and the `security-feed` room: one entry of the security log. */
export interface SecurityEventView {
  /** Its place in the hash chain: 0 for the first entry, then 1, 2, ... */
  seq: number;
  type: SecurityEventType;
  /** When the action happened (the source event's time). */
  occurredAt: string;
  /** The account the entry is about, when there is one. */
  userId: string | null;
  /** Who did it (an administrator unlocking someone, the user themselves signing in). */
  actorId: string | null;
  /** Names are looked up when read, so the chain itself holds ids only. */
  userName: string | null;
  userEmail: string | null;
  actorName: string | null;
  ip: string | null;
  details: Record<string, SecurityDetailValue>;
  /** The entry's link: an HMAC-SHA256 (plain SHA-256 before links were keyed), chained to the one before. */
  hash: string;
}

export type SecurityEventPage = Page<SecurityEventView>;

export type ChainBreakReason =
  /** The entry no longer hashes to what it recorded: its content was edited. */
  | 'hash-mismatch'
  /** The entry does not point at the hash of the one before: an entry was removed, inserted or rewritten. */
  | 'previous-hash-mismatch'
  /** The entry's numbering skips or repeats. */
  | 'sequence-gap'
  /** The domain event the entry was made from has been edited since. */
  | 'source-changed'
  /** The domain event the entry was made from is gone. */
  | 'source-missing'
  /** The log ends before the entry the last anchor names (`seq` is the anchor's): entries were cut off its end. */
  | 'truncated'
  /** The entry the last anchor names is there with another hash: the log was rewritten up to it. */
  | 'anchor-mismatch'
  /** A security-relevant event in the store has no entry (`type` and `occurredAt` are the missing entry's). */
  | 'entry-missing';

export interface ChainBreak {
  seq: number;
  reason: ChainBreakReason;
  type: string | null;
  occurredAt: string | null;
}

/** `POST /api/security/verify-chain`. */
export interface ChainVerification {
  ok: boolean;
  /** Entries found intact before the first break (all of them when ok). */
  checked: number;
  firstBreak?: ChainBreak;
}

/**
 * The security log's place, written down outside the event store and signed with a key derived
 * from the app secret: the number and hash of its last entry. Kept elsewhere, it shows whether
 * entries were later cut off or the log rewritten.
 */
export interface SecurityLogAnchorView {
  seq: number;
  hash: string;
  /** When it was written (ISO-8601). */
  at: string;
  /** The signed anchor exactly as written, one line of JSON: what to copy and keep elsewhere. */
  text: string;
}

/** `GET /api/security/anchor`: the newest anchor, or null before the first. */
export interface SecurityLogAnchorAnswer {
  anchor: SecurityLogAnchorView | null;
}

/** `POST /api/security/anchor`: the chain is verified; only an intact one is anchored (`anchor` is then the new one). */
export interface SecurityLogAnchoring extends SecurityLogAnchorAnswer {
  verification: ChainVerification;
}

/** `GET /api/security/failed-sign-ins`: failures per bucket, in the asker's time zone. */
export interface FailedSignInSeries {
  range: FailedSignInRange;
  bucket: 'hour' | 'day';
  timeZone: string;
  /** `YYYY-MM-DD` (days) or `YYYY-MM-DDTHH` (hours), local to `timeZone`, oldest first, none left out. */
  points: Array<{ key: string; count: number }>;
  total: number;
}

/** `GET /api/security/accounts`: an account's sign-in state, for the security center. */
export interface SecurityAccountView {
  id: string;
  email: string;
  displayName: string;
  roles: UserRole[];
  active: boolean;
  failedLoginAttempts: number;
  lockedUntil: string | null;
  lastSignInAt: string | null;
}

/** `GET /api/security/sessions`: an open session of any user. */
export interface ActiveSessionView {
  /** An opaque id (a hash of the token, never the token). */
  id: string;
  userId: string;
  userName: string | null;
  userEmail: string | null;
  startedAt: string;
  expiresAt: string;
  idleExpiresAt: string;
  ip: string;
  userAgent: string;
  /** The session this request came from. */
  current: boolean;
}
