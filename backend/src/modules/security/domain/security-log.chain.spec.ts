import { sha256 } from '../../../platform/crypto/sha256.util';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import {
  canonicalJson,
  chainEntries,
  EMPTY_CHAIN,
  entryHashOf,
  firstUnlogged,
  sourceHashOf,
  verifyChain,
  type ChainDigests,
  type LoggedSource,
  type StoredEntry,
} from './security-log.chain';
import { GENESIS_HASH, KEYED_LINK, type ChainAnchor, type SecurityEntryDraft, type SecurityLogEntry } from './security-log.events';

/** A keyed digest as the app makes it (an HMAC), stood in for by a hash over a secret and the text. */
const keyed = (text: string) => sha256(`the app secret\u0000${text}`);
const DIGESTS: ChainDigests = { keyed, legacy: sha256 };

const AT = '2026-11-22T10:00:00.000Z';
const source = (position: bigint, data: Record<string, unknown> = { userId: 'u-1', ip: '10.0.0.1' }): RecordedEvent => ({
  id: `e-${position}`,
  stream: 'user-1',
  revision: Number(position),
  position,
  type: 'UserSignInFailed',
  data,
  metadata: { actorId: null, correlationId: 'c', causationId: null, occurredAt: AT, schemaVersion: 1 },
});
const draft = (ip: string): SecurityEntryDraft => ({
  type: 'sign-in-failed',
  occurredAt: AT,
  userId: 'u-1',
  actorId: null,
  ip,
  details: { reason: 'wrong-password' },
});

/** A chain of three entries from sources at positions 3, 5 and 9, as stored. */
function buildChain() {
  const sources = new Map<bigint, RecordedEvent>([3n, 5n, 9n].map((p) => [p, source(p)]));
  let head = EMPTY_CHAIN;
  const stored: StoredEntry[] = [];
  for (const [position, event] of sources) {
    const made = chainEntries([draft(`10.0.0.${position}`)], event, head, keyed);
    head = made.head;
    for (const entry of made.entries) stored.push({ revision: entry.seq, entry: JSON.parse(JSON.stringify(entry)) });
  }
  return { sources, stored, head };
}
async function* iterate(entries: StoredEntry[]) {
  yield* entries;
}
const verify = (stored: StoredEntry[], sources: Map<bigint, RecordedEvent>, anchor: ChainAnchor | null = null) =>
  verifyChain(iterate(stored), async (s) => [...sources.values()].find((e) => e.stream === s.stream && e.revision === s.revision) ?? null, DIGESTS, anchor);

/** The chain as someone who can write the store but lacks the app secret would redo it: plain SHA-256 links throughout. */
function rewrittenUnkeyed(stored: StoredEntry[], sources: Map<bigint, RecordedEvent>): StoredEntry[] {
  let prevHash = GENESIS_HASH;
  return stored.map(({ revision, entry }) => {
    const { link: _link, hash: _hash, ...rest } = entry;
    const unhashed = { ...rest, prevHash, source: { ...rest.source, hash: sourceHashOf(sources.get(BigInt(rest.source.position))!, sha256) } };
    const rewritten: SecurityLogEntry = { ...unhashed, hash: entryHashOf(unhashed, sha256) };
    prevHash = rewritten.hash;
    return { revision, entry: rewritten };
  });
}

describe('security log hash chain', () => {
  it('serialises the same data the same way whatever its key order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('links each entry to the one before, from the genesis hash, with its source position', () => {
    const { stored, head } = buildChain();
    expect(stored.map((s) => s.entry.seq)).toEqual([0, 1, 2]);
    expect(stored[0].entry.prevHash).toBe(GENESIS_HASH);
    expect(stored[1].entry.prevHash).toBe(stored[0].entry.hash);
    expect(stored[2].entry.prevHash).toBe(stored[1].entry.hash);
    expect(stored.map((s) => s.entry.source.position)).toEqual(['3', '5', '9']);
    expect(stored[0].entry.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.every((s) => s.entry.link === KEYED_LINK)).toBe(true);
    expect(stored[0].entry.hash).toBe(entryHashOf(stored[0].entry, keyed));
    expect(head).toEqual({ nextSeq: 3, prevHash: stored[2].entry.hash });
  });

  it('gives several entries of one source consecutive numbers and the same source', () => {
    const { entries } = chainEntries([draft('a'), draft('b')], source(4n), { nextSeq: 7, prevHash: 'f'.repeat(64) }, keyed);
    expect(entries.map((e) => [e.seq, e.source.position])).toEqual([
      [7, '4'],
      [8, '4'],
    ]);
    expect(entries[1].prevHash).toBe(entries[0].hash);
  });

  it('verifies an intact chain, and an empty one', async () => {
    const { stored, sources } = buildChain();
    expect(await verify(stored, sources)).toEqual({ ok: true, checked: 3 });
    expect(await verify([], sources)).toEqual({ ok: true, checked: 0 });
  });

  it('finds an entry whose content was edited', async () => {
    const { stored, sources } = buildChain();
    stored[1].entry.ip = '6.6.6.6';
    expect(await verify(stored, sources)).toEqual({
      ok: false,
      checked: 1,
      firstBreak: { seq: 1, reason: 'hash-mismatch', type: 'sign-in-failed', occurredAt: AT },
    });
  });

  it('finds an entry rewritten with a fresh SHA-256 by someone without the key: it is keyed, so its link no longer holds', async () => {
    const { stored, sources } = buildChain();
    stored[1].entry.ip = '6.6.6.6';
    stored[1].entry.hash = entryHashOf(stored[1].entry, sha256);
    expect((await verify(stored, sources)).firstBreak).toMatchObject({ seq: 1, reason: 'hash-mismatch' });
    // Nor does passing it off as an entry from before keyed links.
    delete stored[1].entry.link;
    stored[1].entry.hash = entryHashOf(stored[1].entry, sha256);
    expect((await verify(stored, sources)).firstBreak).toMatchObject({ seq: 1, reason: 'hash-mismatch' });
  });

  it('finds an entry rewritten with the key by the next one, which no longer points at it', async () => {
    const { stored, sources } = buildChain();
    stored[1].entry.ip = '6.6.6.6';
    stored[1].entry.hash = entryHashOf(stored[1].entry, keyed);
    expect((await verify(stored, sources)).firstBreak).toMatchObject({ seq: 2, reason: 'previous-hash-mismatch' });
  });

  it('accepts entries from before keyed links at the start of the log, vouched for by the first keyed one', async () => {
    const { stored, sources } = buildChain();
    const older = rewrittenUnkeyed(stored.slice(0, 2), sources);
    const next = chainEntries([draft('10.0.0.9')], sources.get(9n)!, { nextSeq: 2, prevHash: older[1].entry.hash }, keyed).entries[0];
    const upgraded = [...older, { revision: 2, entry: next }];
    expect(await verify(upgraded, sources)).toEqual({ ok: true, checked: 3 });
    older[0].entry.ip = '6.6.6.6';
    older[0].entry.hash = entryHashOf(older[0].entry, sha256);
    older[1].entry.prevHash = older[0].entry.hash;
    older[1].entry.hash = entryHashOf(older[1].entry, sha256);
    expect((await verify(upgraded, sources)).firstBreak).toMatchObject({ seq: 2, reason: 'previous-hash-mismatch' });
  });

  it('catches a whole log redone without the key against its anchor, and a log cut short of it', async () => {
    const { stored, sources } = buildChain();
    const anchor = { seq: 1, hash: stored[1].entry.hash };
    expect(await verify(stored, sources, anchor)).toEqual({ ok: true, checked: 3 });
    // Redone from the first entry as plain SHA-256: every link holds; only the anchor knows better.
    const redone = rewrittenUnkeyed(stored, sources);
    expect(await verify(redone, sources)).toEqual({ ok: true, checked: 3 });
    expect((await verify(redone, sources, anchor)).firstBreak).toEqual({ seq: 1, reason: 'anchor-mismatch', type: 'sign-in-failed', occurredAt: AT });
    // Cut off at the end: every link holds, but the anchored entry is gone.
    expect(await verify(stored.slice(0, 1), sources, anchor)).toEqual({
      ok: false,
      checked: 1,
      firstBreak: { seq: 1, reason: 'truncated', type: null, occurredAt: null },
    });
    expect((await verify([], sources, anchor)).firstBreak).toMatchObject({ seq: 1, reason: 'truncated' });
  });

  it('finds a removed entry', async () => {
    const { stored, sources } = buildChain();
    expect((await verify([stored[0], stored[2]], sources)).firstBreak).toMatchObject({ seq: 1, reason: 'sequence-gap' });
  });

  it('finds a source event that was edited or removed after its entry was made', async () => {
    const { stored, sources } = buildChain();
    const edited = new Map(sources).set(5n, source(5n, { userId: 'u-1', ip: '1.2.3.4' }));
    expect((await verify(stored, edited)).firstBreak).toMatchObject({ seq: 1, reason: 'source-changed' });
    const removed = new Map(sources);
    removed.delete(9n);
    expect((await verify(stored, removed)).firstBreak).toMatchObject({ seq: 2, reason: 'source-missing' });
    // Another event in the source's place is not the source.
    const replaced = new Map(sources).set(9n, { ...source(9n), id: 'someone-else' });
    expect((await verify(stored, replaced)).firstBreak).toMatchObject({ seq: 2, reason: 'source-missing' });
    expect(sourceHashOf(source(5n), sha256)).not.toBe(sourceHashOf(source(5n, { userId: 'u-1', ip: '1.2.3.4' }), sha256));
  });
});

describe('security log coverage', () => {
  async function* from<T>(items: T[]) {
    yield* items;
  }
  const relevant = (event: RecordedEvent) => (event.type === 'UserSignInFailed' ? [draft(String(event.position))] : []);
  const other = (position: bigint): RecordedEvent => ({ ...source(position), type: 'MemberRegistered' });
  const logged = (...entries: Array<[number, bigint]>): LoggedSource[] => entries.map(([seq, position]) => ({ seq, position }));

  it('finds every security-relevant event logged, whatever else the store holds', async () => {
    const events = [other(1n), source(2n), other(3n), source(4n), source(5n)];
    expect(await firstUnlogged(from(events), from(logged([0, 2n], [1, 4n], [2, 4n], [3, 5n])), relevant, 4)).toBeNull();
  });

  it('names the first security-relevant event without its entry, at the number the next entry has', async () => {
    const events = [source(2n), source(4n), source(5n)];
    expect(await firstUnlogged(from(events), from(logged([0, 2n], [1, 5n])), relevant, 2)).toEqual({
      ok: false,
      checked: 2,
      firstBreak: { seq: 1, reason: 'entry-missing', type: 'sign-in-failed', occurredAt: AT },
    });
    expect((await firstUnlogged(from(events), from(logged([0, 2n], [1, 4n])), relevant, 2))?.firstBreak).toMatchObject({ seq: 2, reason: 'entry-missing' });
  });
});
