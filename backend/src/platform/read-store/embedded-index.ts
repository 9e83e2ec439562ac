/**
 * One index of the embedded read store, over document slots (see EmbeddedCollection). It works
 * out what it holds for each document (hash keys, whether it is multikey, grams) and keeps three
 * parts up to date with it, each made only when a query first needs it:
 * - hash postings and the value column, for equality/$in and unique checks (embedded-hash-index.ts;
 *   at once for a unique index), so an index only ever sorted or searched by substring (a name, a
 *   date, the search text) keeps no key per document and costs writes nothing there;
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

  /** Indexes every live document at once (loading, or creating an index over existing data). */
  build(): void {
    if (this.definition.unique && !this.primary) this.hash = new HashIndex(this.fields.length === 1, this.source.liveSlots());
    for (const slot of this.source.liveSlots()) this.add(slot, this.source.docAt(slot)!);
    this.sorted.reset();
  }

  /** Hash postings, by key. */
  get postings(): Map<string, PostingList> {
    return this.hashState().postings;
  }

  /** The hash postings and value column, built from every live document the first time they are asked for. */
  private hashState(): HashIndex {
    if (this.hash) return this.hash;
    const slots = this.source.liveSlots();
    this.hash = new HashIndex(this.fields.length === 1, slots);
    for (const slot of slots) this.apply(slot, this.entryOf(this.source.docAt(slot)!, false), null, false);
    return this.hash;
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

  /** Moves `slot` from the keys and grams of `old` to those of `next` (either may be absent). */
  private apply(slot: number, next: Entry | null, old: Entry | null, withGrams = true): void {
    if (this.primary) return;
    this.hash?.apply(slot, next?.keys ?? null, old?.keys ?? null);
    if (!this.grams || !withGrams) return;
    if (old) this.grams.remove(slot, old.grams);
    if (next) this.grams.add(slot, next.grams);
  }
}
