/**
 * Not a bench (run-bench does not run it): a measurement of how long the embedded read store takes
 * to build the hash postings of a word index over sermon-shaped documents (each a transcript's
 * distinct words, Zipf-ish over a vocabulary), and the heap they take. Build the backend, then
 * `node backend/dist/bench/postings-build.measure.js [docs=1000] [words=2000] [vocabulary=30000]`.
 */
import { loadavg } from 'node:os';
import { EmbeddedCollection, type CollectionHost } from '../platform/read-store/embedded-collection';
import type { IndexDefinition } from '../platform/read-store/embedded-index.type';

const host: CollectionHost = {
  documentChanged: () => undefined,
  indexCreated: () => undefined,
  collectionDropped: () => undefined,
  documentsOf: () => [],
};

function words(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) out.push(`w${i.toString(36)}${'abcdefg'.slice(0, i % 7)}`);
  return out;
}

/** `count` distinct words, drawn with probability about 1 / rank (Zipf). */
function transcript(random: () => number, vocabulary: string[], count: number): string[] {
  const chosen = new Set<string>();
  const n = vocabulary.length;
  while (chosen.size < count) {
    // Inverse of the continuous 1/x distribution over [1, n].
    const rank = Math.floor(Math.exp(random() * Math.log(n)));
    chosen.add(vocabulary[Math.min(n - 1, rank - 1)]);
  }
  return [...chosen];
}

/** A small seeded generator, so every run draws the same transcripts. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const mb = (bytes: number) => Math.round(bytes / 1e6);

function sermons(docs: number, perDoc: number, vocabularySize: number): EmbeddedCollection {
  const random = mulberry32(42);
  const vocabulary = words(vocabularySize);
  const collection = new EmbeddedCollection('sermons', host);
  // Through JSON, as the store loads them from disk: one string object per word per document.
  for (let i = 0; i < docs; i++) {
    collection.loadDocument(JSON.parse(JSON.stringify({ _id: `s${i}`, title: `Sermon ${i}`, transcriptWords: transcript(random, vocabulary, perDoc) })));
  }
  return collection;
}

const INDEX: IndexDefinition[] = [{ name: 'transcriptWords_1', spec: { transcriptWords: 1 }, unique: false }];

async function main(): Promise<void> {
  const [docs = 1000, perDoc = 2000, vocabularySize = 30000] = process.argv.slice(2).map(Number);
  const postings = docs * perDoc;
  const query = { transcriptWords: words(vocabularySize)[40] };

  // A query right after loading: it pays the whole build (or what a background build left).
  let collection = sermons(docs, perDoc, vocabularySize);
  global.gc?.();
  const before = process.memoryUsage();
  let started = performance.now();
  collection.finishLoading(INDEX);
  const loadMs = performance.now() - started;
  started = performance.now();
  const hits = await collection.countDocuments(query);
  const firstMs = performance.now() - started;
  global.gc?.();
  const after = process.memoryUsage();
  console.log(
    `${docs} docs x ${perDoc} words (vocabulary ${vocabularySize}), load ${uptime()}: finishLoading ${Math.round(loadMs)} ms, ` +
      `first equality query ${Math.round(firstMs)} ms (${((firstMs * 1000) / postings).toFixed(3)} µs a word, ${hits} hits)`,
  );
  console.log(
    `  heap used ${mb(before.heapUsed)} -> ${mb(after.heapUsed)} MB, array buffers ${mb(before.arrayBuffers)} -> ${mb(after.arrayBuffers)} MB, rss ${mb(before.rss)} -> ${mb(after.rss)} MB`,
  );

  // The same after a start, left to build in the background: how long, and the longest the event loop waited.
  collection = sermons(docs, perDoc, vocabularySize);
  global.gc?.();
  const index = (): { hashBuilt?: boolean } | null => collection.singleFieldIndex('transcriptWords') as { hashBuilt?: boolean } | null;
  started = performance.now();
  collection.finishLoading(INDEX);
  if (index()?.hashBuilt === undefined) return;
  let longest = 0;
  let last = performance.now();
  while (!index()!.hashBuilt) {
    await new Promise((resolve) => setImmediate(resolve));
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }
  const backgroundMs = performance.now() - started;
  started = performance.now();
  await collection.countDocuments(query);
  console.log(
    `  in the background: built ${Math.round(backgroundMs)} ms after loading, the event loop waited at most ${longest.toFixed(1)} ms; ` +
      `the first query then ${(performance.now() - started).toFixed(2)} ms`,
  );
}

function uptime(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}

void main();
