import type { ChainBreak, ChainBreakReason, ChainVerification } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { GENESIS_HASH, type SecurityEntryDraft, type SecurityEntrySource, type SecurityLogEntry } from './security-log.events';

/** How a text is hashed into a link of the chain (hex); the log's owner chooses it (see SecurityLogReactor). */
export type Digest = (text: string) => string;

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

/** Where the chain stands: the next entry's number and the hash it must point back to. */
export interface ChainHead {
  nextSeq: number;
  prevHash: string;
}

export const EMPTY_CHAIN: ChainHead = { nextSeq: 0, prevHash: GENESIS_HASH };

/** Links the entries one source event made onto the chain, in order. */
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
    const unhashed = { ...draft, seq: nextSeq, source: origin, prevHash };
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

/**
 * Walks the chain from the first entry: each must carry the next number, point at the hash of the
 * one before, still hash to what it recorded, and come from a domain event that is still there,
 * unchanged. Stops at the first entry that does not.
 */
export async function verifyChain(
  entries: AsyncIterable<StoredEntry>,
  readSource: (source: SecurityEntrySource) => Promise<RecordedEvent | null>,
  digest: Digest,
): Promise<ChainVerification> {
  let expectedSeq = 0;
  let prevHash = GENESIS_HASH;
  let checked = 0;
  const broken = (entry: Partial<SecurityLogEntry>, seq: number, reason: ChainBreakReason): ChainVerification => {
    const firstBreak: ChainBreak = {
      seq,
      reason,
      type: typeof entry.type === 'string' ? entry.type : null,
      occurredAt: typeof entry.occurredAt === 'string' ? entry.occurredAt : null,
    };
    return { ok: false, checked, firstBreak };
  };
  for await (const { revision, entry } of entries) {
    if (revision !== expectedSeq || entry.seq !== expectedSeq) return broken(entry, expectedSeq, 'sequence-gap');
    if (entry.prevHash !== prevHash) return broken(entry, expectedSeq, 'previous-hash-mismatch');
    if (entryHashOf(entry, digest) !== entry.hash) return broken(entry, expectedSeq, 'hash-mismatch');
    const source = await readSourceSafely(readSource, entry.source);
    if (!source) return broken(entry, expectedSeq, 'source-missing');
    if (sourceHashOf(source, digest) !== entry.source.hash) return broken(entry, expectedSeq, 'source-changed');
    checked += 1;
    expectedSeq += 1;
    prevHash = entry.hash;
  }
  return { ok: true, checked };
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
