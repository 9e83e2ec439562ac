/**
 * One index of the embedded read store, over document slots (see EmbeddedCollection). It works
 * out what it holds for each document (hash keys, whether it is multikey, grams) and keeps three
 * parts up to date with it, each made only when a query first needs it:
 * - hash postings and the value column, for equality/$in and unique checks (embedded-hash-index.ts;
 *   at once for a unique index), so an index only ever sorted or searched by substring (a name, a
 *   date, the search text) keeps no key per document and costs writes nothing there. A multikey
 *   single-field index (transcript words: thousands of keys a document, seconds to build over a
 *   few thousand) builds them in the background instead, in slices that yield to the event loop,
 *   from a start or from when it turns multikey; a write meanwhile reaches them only on a slot the
 *   build has passed, and a query that comes first finishes the build (see `hashState`);
 * - gram postings of a single-field index's string values, for substring regexes
 *   (embedded-gram-index.ts), kept from the first such query on;
 * - a sorted order of slots (key, then _id), repaired lazily after writes, which sorted reads walk
 *   whole or in the span an equality prefix and a range select (embedded-sorted-order.ts).
 */
import type { IndexSpec } from './read-store.port';
import type { PostingList, SlotList } from './posting-list.util';
import { CROSSES_ARRAY, expandPath, hashKey, resolveScalar } from './document-values.util';
import type { IndexDefinition, IndexField, SlotSource } from './embedded-index.type';
import { HashIndex, type SlotTest } from './embedded-hash-index';
import { GramIndex } from './embedded-gram-index';
import { collectGrams, noGrams, type Grams } from './embedded-grams.util';
import { SortedOrder, type KeyRange } from './embedded-sorted-order';

interface Entry {
  /** Hash keys, with the value each stands for (single-field) or the key document (compound); null while the index keeps none. */
  keys: Map<string, unknown> | null;
  multikey: boolean;
  /** An array inside an array on the path (its elements are indexed too, a superset of what an equality matches). */
  nested: boolean;
  /** Grams of the string values (see `collectGrams`); empty until the index is first searched by substring. */
  grams: Grams;
}

const MAX_CARTESIAN_KEYS = 1_000;
/**
 * How much of a background build of the hash postings one slice does before it yields to the
 * event loop: a few ms. Tests also bound it in documents, to write and query half-way through.
 */
export const hashBuildSlice = { ms: 4, documents: Infinity };

export function defaultIndexName(spec: IndexSpec): string {
  return Object.entries(spec)
    .map(([path, direction]) => `${path}_${direction}`)
    .join('_');
}

export class EmbeddedIndex {
  readonly fields: IndexField[];
  /** Null until an equality or uniqueness question needs it (see `hashState`). */
  private hash: HashIndex | null = null;
  /** Null until the first substring query (see `substringCandidates`). */
  private grams: GramIndex | null = null;
  private multikeyDocs = 0;
  /** Documents with an array inside an array on the path (see `equalityIsExact`). */
  private nestedDocs = 0;
  private readonly sorted: SortedOrder;
  /** While the hash postings are being built: every live slot below `next` is in them, none above. */
  private building: { next: number } | null = null;
  private buildTask: NodeJS.Immediate | null = null;
  /** Set by `build` while it indexes every document, so `add` starts no background build meanwhile. */
  private loading = false;
  /** Set once the collection dropped this index (a drop, a compaction): a background build stops. */
  private retired = false;

  /** `primary` is the implicit _id index: sorted order only, the collection checks uniqueness. */
  constructor(
    readonly definition: IndexDefinition,
    private readonly source: SlotSource,
    private readonly primary = false,
  ) {
    this.fields = Object.entries(definition.spec).map(([path, direction]) => ({
      path,
      segments: path.split('.'),
      direction: direction === -1 ? -1 : 1,
    }));
    this.sorted = new SortedOrder(this.fields, source);
  }

  get singlePath(): string | null {
    return this.fields.length === 1 ? this.fields[0].path : null;
  }

  /** True when some document has an array on an indexed path (then only candidates are given). */
  get multikey(): boolean {
    return this.multikeyDocs > 0;
  }

  /**
   * Indexes every live document at once (loading, or creating an index over existing data). A
   * unique index builds its hash postings now; a multikey single-field one in the background.
   */
  build(): void {
    this.loading = true;
    try {
      for (const slot of this.source.liveSlots()) this.add(slot, this.source.docAt(slot)!);
    } finally {
      this.loading = false;
    }
    this.sorted.reset();
    if (this.definition.unique && !this.primary) this.hashState();
    else this.buildHashInBackgroundIfMultikey();
  }

  /** Stops a background build: the collection no longer uses this index. */
  retire(): void {
    this.retired = true;
    if (this.buildTask) clearImmediate(this.buildTask);
    this.buildTask = null;
  }

  /** Whether the hash postings are complete (not absent, not half-built). */
  get hashBuilt(): boolean {
    return this.hash !== null && this.building === null;
  }

  /** Hash postings, by key. */
  get postings(): Map<string, PostingList> {
    return this.hashState().postings;
  }

  /**
   * The hash postings and value column: built from every live document the first time they are
   * asked for, or the rest of a background build finished now (a query never sees half of them).
   */
  private hashState(): HashIndex {
    if (!this.hash) this.startHashBuild();
    if (this.building) this.continueHashBuild(Infinity);
    return this.hash!;
  }

  /**
   * A multikey single-field index (a word index: thousands of keys a document, seconds to build
   * over a few thousand documents) builds its hash postings in slices that yield to the event
   * loop, so the first search after a start finds them ready and nothing waits meanwhile. Other
   * indexes build theirs on the first equality (one key a document, a few ms per 10,000), so an
   * index only ever sorted or searched by substring keeps none.
   */
  private buildHashInBackgroundIfMultikey(): void {
    if (this.hash || this.primary || this.retired || this.loading || !this.multikey || this.fields.length !== 1) return;
    this.startHashBuild();
    const step = (): void => {
      this.buildTask = null;
      if (this.retired || !this.building) return;
      if (!this.continueHashBuild(performance.now() + hashBuildSlice.ms, hashBuildSlice.documents)) this.buildTask = setImmediate(step);
    };
    this.buildTask = setImmediate(step);
  }

  private startHashBuild(): void {
    this.hash = new HashIndex(this.fields.length === 1, this.source.liveSlots());
    this.building = { next: 0 };
  }

  /**
   * Adds documents to a build in slot order, up to the collection's current end (slots inserted
   * meanwhile included), until `deadline` (a performance.now() time); true once it is complete.
   * A write meanwhile reaches the postings only on a slot already visited (see `apply`): the
   * build reads every later slot's document as it is when it gets there, so each write counts once.
   */
  private continueHashBuild(deadline: number, documents = Infinity): boolean {
    const building = this.building!;
    const hash = this.hash!;
    const single = this.fields.length === 1;
    let visited = 0;
    while (building.next < this.source.slotCount()) {
      const slot = building.next++;
      const doc = this.source.docAt(slot);
      if (doc !== undefined) {
        if (single) hash.appendSlot(slot, this.valuesOf(doc));
        else hash.apply(slot, this.entryOf(doc, false).keys, null);
      }
      if (++visited >= documents || (deadline !== Infinity && performance.now() > deadline)) return false;
    }
    this.building = null;
    hash.finishBuild();
    return true;
  }

  /** A single-field index's values in `doc`, as `expandPath` gives them; a top-level array of scalars as it is. */
  private valuesOf(doc: object): readonly unknown[] {
    const { segments } = this.fields[0];
    if (segments.length === 1) {
      const value = Object.hasOwn(doc, segments[0]) ? (doc as Record<string, unknown>)[segments[0]] : undefined;
      if (value === undefined) return [];
      if (!Array.isArray(value)) return [value];
      let nested = false;
      for (let i = 0; i < value.length && !nested; i++) nested = Array.isArray(value[i]);
      if (!nested) return value;
    }
    return expandPath(doc, segments).values;
  }

  /** The hash key that `doc` would take and another slot already holds, with its key document. */
  findConflict(slot: number, doc: object): Record<string, unknown> | null {
    this.hashState();
    for (const [key, keyValue] of this.entryOf(doc).keys!) {
      const holders = this.postings.get(key);
      // A single field's keys stand for their values, a compound index's for their key documents.
      if (holders?.some((holder) => holder !== slot))
        return (this.fields.length === 1 ? { [this.fields[0].path]: keyValue } : keyValue) as Record<string, unknown>;
    }
    return null;
  }

  add(slot: number, doc: object): void {
    const entry = this.entryOf(doc);
    this.apply(slot, entry, null);
    if (entry.multikey) this.multikeyDocs++;
    if (entry.nested) this.nestedDocs++;
    this.sorted.noteMoved(slot, null, this.multikey);
    if (entry.multikey) this.buildHashInBackgroundIfMultikey();
  }

  remove(slot: number, doc: object): void {
    const entry = this.entryOf(doc);
    this.apply(slot, null, entry);
    if (entry.multikey) this.multikeyDocs--;
    if (entry.nested) this.nestedDocs--;
    this.sorted.noteMoved(slot, { key: this.sorted.sortKeyOf(doc), id: this.source.idAt(slot) }, this.multikey);
  }

  update(slot: number, before: object, after: object): void {
    if (this.unchanged(before, after)) return;
    const old = this.entryOf(before);
    const next = this.entryOf(after);
    this.apply(slot, next, old);
    this.multikeyDocs += Number(next.multikey) - Number(old.multikey);
    this.nestedDocs += Number(next.nested) - Number(old.nested);
    this.sorted.noteMoved(slot, { key: this.sorted.sortKeyOf(before), id: this.source.idAt(slot) }, this.multikey);
    if (next.multikey) this.buildHashInBackgroundIfMultikey();
  }

  /** Slots whose indexed value equals one of `values` (a superset when multikey). */
  equalityCandidates(values: unknown[]): PostingList[] {
    return this.hashState().equalityCandidates(values);
  }

  /**
   * Whether `equalityCandidates(values)` are exactly the documents equal to one of `values`: always
   * when no document has an array on the path; when some do, for a top-level field holding no
   * arrays inside arrays and values that are strings, numbers or booleans (an array's elements are
   * its keys, and such a value equals an array exactly when one of its elements equals it, as
   * MongoDB has it) — a word index over arrays of words, say.
   */
  equalityIsExact(values: readonly unknown[]): boolean {
    if (!this.multikey) return true;
    if (this.fields.length !== 1 || this.primary || this.fields[0].segments.length !== 1 || this.nestedDocs > 0) return false;
    return values.every((value) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean');
  }

  /**
   * An exact per-slot check for `path` equal to one of `values`, reading the value-id column
   * instead of the document; null while the index is multikey.
   */
  equalityTest(values: unknown[]): SlotTest | null {
    if (this.fields.length !== 1 || this.primary || this.multikey) return null;
    return this.hashState().equalityTest(values);
  }

  /**
   * Posting lists whose intersection holds every document with a string value containing `text`,
   * or null when grams cannot help (a needle under 2 characters, or see `GramIndex`); the gram
   * postings are built on the first such query (about a second per 50,000 documents of 50
   * characters) and kept from then on.
   */
  substringCandidates(text: string, caseInsensitive: boolean): { lists: SlotList[]; exact: boolean } | null {
    if (this.fields.length !== 1 || this.primary || text.length < 2) return null;
    this.grams ??= new GramIndex(this.source, this.fields[0].segments);
    return this.grams.substringCandidates(text, caseInsensitive, this.multikey);
  }

  /**
   * The walk direction that yields a sort on `keys` (1 forward, -1 backward) among slots equal on
   * the first `from` fields, or 0 when it cannot (see SortedOrder.walkDirectionFor).
   */
  walkDirectionFor(keys: readonly (readonly [string, number])[], from = 0): 1 | -1 | 0 {
    return this.multikey ? 0 : this.sorted.walkDirectionFor(keys, from);
  }

  /**
   * The positions [start, end) of `sortedSlots()` (call that first) whose keys begin with `prefix`
   * and whose next field lies within `range` (see SortedOrder.span).
   */
  span(prefix: readonly unknown[], range: KeyRange): [number, number] {
    return this.sorted.span(prefix, range);
  }

  /** Live slots in index order (key, then _id ascending); null while the index is multikey. */
  sortedSlots(): number[] | null {
    return this.multikey ? null : this.sorted.sortedSlots();
  }

  /** Each live slot's position in `sortedSlots()` (call that first). */
  slotRanks(): Int32Array {
    return this.sorted.slotRanks();
  }

  private unchanged(before: object, after: object): boolean {
    return this.fields.every((field) => {
      const a = resolveScalar(before, field.segments);
      const b = resolveScalar(after, field.segments);
      if (a === CROSSES_ARRAY || b === CROSSES_ARRAY) return false;
      if (a === b) return true;
      return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
    });
  }

  /** What the index holds for `doc`: its hash keys (when kept), whether it is multikey, its grams (when kept). */
  private entryOf(doc: object, withGrams = true): Entry {
    let multikey = false;
    let nested = false;
    const grams = noGrams();
    const withKeys = this.hash !== null;
    let combinations = 1;
    const perField = this.fields.map((field) => {
      const expanded = expandPath(doc, field.segments);
      multikey ||= expanded.multikey;
      if (expanded.multikey && !nested) for (const value of expanded.values) if (Array.isArray(value)) nested = true;
      const values = expanded.values.length > 0 ? expanded.values : [null];
      // Only a compound index multiplies keys: one array field holds as many as it has elements.
      if (this.fields.length > 1) combinations *= values.length;
      if (this.grams && withGrams) collectGrams(expanded.values, grams);
      if (!withKeys) return null;
      const keys = new Map<string, unknown>();
      for (const value of values) keys.set(hashKey(value), value);
      return keys;
    });
    if (this.primary) return { keys: null, multikey, nested, grams };
    // MongoDB refuses a document whose arrays on a compound index's paths would need a key for
    // every combination; so does this index, whether it keeps keys yet or not.
    if (combinations > MAX_CARTESIAN_KEYS) throw new Error(`Index ${this.definition.name}: cannot index parallel arrays`);
    if (!withKeys) return { keys: null, multikey, nested, grams };
    // One field: its values' keys as they are (a transcript's thousands of words make no key documents).
    if (this.fields.length === 1) return { keys: perField[0]!, multikey, nested, grams };
    let keys = new Map<string, unknown>([['', {}]]);
    this.fields.forEach((field, index) => {
      const next = new Map<string, unknown>();
      for (const [prefix, keyDoc] of keys) {
        for (const [key, value] of perField[index]!) {
          next.set(index === 0 ? key : `${prefix}\u0000${key}`, { ...(keyDoc as object), [field.path]: value });
        }
      }
      if (this.fields.length > 1 && next.size > MAX_CARTESIAN_KEYS) throw new Error(`Index ${this.definition.name}: cannot index parallel arrays`);
      keys = next;
    });
    return { keys, multikey, nested, grams };
  }

  /**
   * Moves `slot` from the keys and grams of `old` to those of `next` (either may be absent). While
   * the hash postings are being built, a slot the build has not reached yet is left to it.
   */
  private apply(slot: number, next: Entry | null, old: Entry | null): void {
    if (this.primary) return;
    if (this.hash && (this.building === null || slot < this.building.next)) this.hash.apply(slot, next?.keys ?? null, old?.keys ?? null);
    if (!this.grams) return;
    if (old) this.grams.remove(slot, old.grams);
    if (next) this.grams.add(slot, next.grams);
  }
}
