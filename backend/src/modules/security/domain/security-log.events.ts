import type { SecurityEntryDraft } from '../../../platform/security-log/security-log-rule.type';

export type { SecurityEntryDraft };

/** The security log is one stream, in the order entries were made. */
export const SECURITY_LOG_STREAM = 'securitylog-main';

/** The hash the first entry points back to. */
export const GENESIS_HASH = '0'.repeat(64);

/** The domain event an entry was made from: where it is, and a hash of it as it was. */
export interface SecurityEntrySource {
  /** Global position, as a decimal string. Also the reactor's checkpoint. */
  position: string;
  eventId: string;
  stream: string;
  /** Its place in its stream: where verification reads it back (every adapter reads streams by revision). */
  revision: number;
  type: string;
  hash: string;
}

/** How an entry's links were made: an HMAC keyed from the app secret. Entries without it predate keyed links (plain SHA-256). */
export const KEYED_LINK = 'hmac-sha256';

/** One entry of the chain: the draft, its source, its place, the hash before it and its own. */
export interface SecurityLogEntry extends SecurityEntryDraft {
  seq: number;
  source: SecurityEntrySource;
  prevHash: string;
  hash: string;
  /** KEYED_LINK; absent on entries made before links were keyed. Covered by the entry's own hash. */
  link?: typeof KEYED_LINK;
}

/**
 * The log's place written down outside the event store (see SecurityLogAnchors): the number and
 * hash of its last entry at some moment. The log must still hold that entry, unchanged.
 */
export interface ChainAnchor {
  seq: number;
  hash: string;
}

export type SecurityLogEntryRecorded = { type: 'SecurityLogEntryRecorded'; data: SecurityLogEntry };
export const SECURITY_LOG_ENTRY_RECORDED = 'SecurityLogEntryRecorded';
