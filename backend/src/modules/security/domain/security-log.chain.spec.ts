import { sha256 } from '../../../platform/crypto/sha256.util';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import { canonicalJson, chainEntries, EMPTY_CHAIN, entryHashOf, sourceHashOf, verifyChain, type StoredEntry } from './security-log.chain';
import { GENESIS_HASH, type SecurityEntryDraft } from './security-log.events';

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
    const made = chainEntries([draft(`10.0.0.${position}`)], event, head, sha256);
    head = made.head;
    for (const entry of made.entries) stored.push({ revision: entry.seq, entry: JSON.parse(JSON.stringify(entry)) });
  }
  return { sources, stored, head };
}
async function* iterate(entries: StoredEntry[]) {
  yield* entries;
}
const verify = (stored: StoredEntry[], sources: Map<bigint, RecordedEvent>) =>
  verifyChain(iterate(stored), async (s) => [...sources.values()].find((e) => e.stream === s.stream && e.revision === s.revision) ?? null, sha256);

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
    expect(head).toEqual({ nextSeq: 3, prevHash: stored[2].entry.hash });
  });

  it('gives several entries of one source consecutive numbers and the same source', () => {
    const { entries } = chainEntries([draft('a'), draft('b')], source(4n), { nextSeq: 7, prevHash: 'f'.repeat(64) }, sha256);
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

  it('finds an entry rewritten with a fresh hash by the next one, which no longer points at it', async () => {
    const { stored, sources } = buildChain();
    stored[1].entry.ip = '6.6.6.6';
    stored[1].entry.hash = entryHashOf(stored[1].entry, sha256);
    expect((await verify(stored, sources)).firstBreak).toMatchObject({ seq: 2, reason: 'previous-hash-mismatch' });
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
