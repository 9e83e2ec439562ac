import type { ChainBreak, ChainBreakReason, ChainVerification } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { GENESIS_HASH, KEYED_LINK, type ChainAnchor, type SecurityEntryDraft, type SecurityEntrySource, type SecurityLogEntry } from './security-log.events';

/** How a text is hashed into a link of the chain (hex); the log's owner chooses it (see SecurityLogKeys). */
export type Digest = (text: string) => string;

/**
 * The chain's two digests: `keyed`, an HMAC with a key derived from the app secret, makes every
 * new link, so someone who can write the event store but lacks the secret cannot make an entry
 * that verifies; `legacy`, plain SHA-256, only checks entries made before links were keyed.
 */
export interface ChainDigests {
  keyed: Digest;
  legacy: Digest;
}

/**
 * JSON with every object's keys in code-point order, so the same data always gives the same text
 * whichever order it was written or stored in. Values are JSON's own (no undefined, no bigint).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** A stored domain event exactly as it is, so a later edit of it shows. */
export function sourceHashOf(event: RecordedEvent, digest: Digest): string {
  const { id, stream, revision, position, type, data, metadata } = event;
  return digest(canonicalJson({ id, stream, revision, position: position.toString(), type, data, metadata }));
}

/** An entry's own hash covers everything in it, the previous entry's hash included. */
export function entryHashOf(entry: Omit<SecurityLogEntry, 'hash'>, digest: Digest): string {
  const { hash: _ignored, ...content } = entry as SecurityLogEntry;
  return digest(canonicalJson(content));
}

/** The digest an entry was linked with: keyed, or plain SHA-256 for an entry from before keyed links. */
export function digestOf(entry: Pick<SecurityLogEntry, 'link'>, digests: ChainDigests): Digest {
  return entry.link === KEYED_LINK ? digests.keyed : digests.legacy;
}

/** Where the chain stands: the next entry's number and the hash it must point back to. */
export interface ChainHead {
  nextSeq: number;
  prevHash: string;
}

export const EMPTY_CHAIN: ChainHead = { nextSeq: 0, prevHash: GENESIS_HASH };

/** Links the entries one source event made onto the chain, in order, with keyed links. */
export function chainEntries(
  drafts: SecurityEntryDraft[],
  source: RecordedEvent,
  head: ChainHead,
  digest: Digest,
): { entries: SecurityLogEntry[]; head: ChainHead } {
  const origin: SecurityEntrySource = {
    position: source.position.toString(),
    eventId: source.id,
    stream: source.stream,
    revision: source.revision,
    type: source.type,
    hash: sourceHashOf(source, digest),
  };
  const entries: SecurityLogEntry[] = [];
  let { nextSeq, prevHash } = head;
  for (const draft of drafts) {
    const unhashed = { ...draft, seq: nextSeq, source: origin, prevHash, link: KEYED_LINK } as const;
    const entry = { ...unhashed, hash: entryHashOf(unhashed, digest) };
    entries.push(entry);
    nextSeq += 1;
    prevHash = entry.hash;
  }
  return { entries, head: { nextSeq, prevHash } };
}

/** One stored entry with its place in the log stream. */
export interface StoredEntry {
  revision: number;
  entry: SecurityLogEntry;
}

const breakOf = (checked: number, seq: number, reason: ChainBreakReason, type: unknown = null, occurredAt: unknown = null): ChainVerification => {
  const firstBreak: ChainBreak = {
    seq,
    reason,
    type: typeof type === 'string' ? type : null,
    occurredAt: typeof occurredAt === 'string' ? occurredAt : null,
  };
  return { ok: false, checked, firstBreak };
};

/**
 * Walks the chain from the first entry: each must carry the next number, point at the hash of the
 * one before, still hash (with its digest) to what it recorded, and come from a domain event that
 * is still there, unchanged. Once an entry is keyed, every later one must be too. The entry the
 * last anchor names must still be there with the anchored hash: a log cut short of it is
 * `truncated`, one rewritten through it an `anchor-mismatch`. Stops at the first entry that fails.
 */
export async function verifyChain(
  entries: AsyncIterable<StoredEntry>,
  readSource: (source: SecurityEntrySource) => Promise<RecordedEvent | null>,
  digests: ChainDigests,
  anchor: ChainAnchor | null = null,
): Promise<ChainVerification> {
  let expectedSeq = 0;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  let keyed = false;
  for await (const { revision, entry } of entries) {
    const broken = (reason: ChainBreakReason) => breakOf(checked, expectedSeq, reason, entry.type, entry.occurredAt);
    if (revision !== expectedSeq || entry.seq !== expectedSeq) return broken('sequence-gap');
    if (entry.prevHash !== prevHash) return broken('previous-hash-mismatch');
    // An unkeyed entry after a keyed one is a rewrite by someone without the key.
    if (keyed && entry.link !== KEYED_LINK) return broken('hash-mismatch');
    keyed = entry.link === KEYED_LINK;
    const digest = digestOf(entry, digests);
    if (entryHashOf(entry, digest) !== entry.hash) return broken('hash-mismatch');
    const source = await readSourceSafely(readSource, entry.source);
    if (!source) return broken('source-missing');
    if (sourceHashOf(source, digest) !== entry.source.hash) return broken('source-changed');
    if (anchor && entry.seq === anchor.seq && entry.hash !== anchor.hash) return broken('anchor-mismatch');
    checked += 1;
    expectedSeq += 1;
    prevHash = entry.hash;
  }
  if (anchor && anchor.seq >= checked) return breakOf(checked, anchor.seq, 'truncated');
  return { ok: true, checked };
}

/** A logged entry's source, as the coverage check needs it. */
export interface LoggedSource {
  seq: number;
  position: bigint;
}

/**
 * The first event, in global order, that the rules make entries of but the log has none for; null
 * when every one has its entries. `events` are the store's events up to the log's checkpoint (later
 * ones may simply not be logged yet); `logged` the entries' sources, in the log's order (which is
 * the sources' order). A missing one is reported at the number the next entry has.
 */
export async function firstUnlogged(
  events: AsyncIterable<RecordedEvent>,
  logged: AsyncIterable<LoggedSource>,
  draftsOf: (event: RecordedEvent) => SecurityEntryDraft[],
  checked: number,
): Promise<ChainVerification | null> {
  const entries = logged[Symbol.asyncIterator]();
  let current = await entries.next();
  for await (const event of events) {
    const drafts = draftsOf(event);
    if (drafts.length === 0) continue;
    while (!current.done && current.value.position < event.position) current = await entries.next();
    if (current.done || current.value.position !== event.position) {
      return breakOf(checked, current.done ? checked : current.value.seq, 'entry-missing', drafts[0].type, drafts[0].occurredAt);
    }
  }
  return null;
}

/** The source event the entry names, only if it is still that event: same id, same place. */
async function readSourceSafely(
  readSource: (source: SecurityEntrySource) => Promise<RecordedEvent | null>,
  source: SecurityEntrySource | undefined,
): Promise<RecordedEvent | null> {
  if (!source || typeof source.stream !== 'string' || !Number.isInteger(source.revision) || source.revision < 0) return null;
  if (typeof source.position !== 'string' || !/^[1-9]\d*$/.test(source.position)) return null;
  const event = await readSource(source);
  return event && event.id === source.eventId && event.position === BigInt(source.position) ? event : null;
}
