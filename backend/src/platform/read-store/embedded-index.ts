/**
 * One index of the embedded read store, over document slots (see EmbeddedCollection):
 * - hash postings: index key -> slots, for equality/$in and unique checks; built when first
 *   needed (at once for a unique index), so an index only ever sorted or searched by substring
 *   (a name, a date, the search text) keeps no key per document and costs writes nothing here;
 * - gram postings (single-field indexes) of ASCII-lowercased string values, to answer substring
 *   regexes (`searchText: { $regex: 'smit' }`): 2-grams -> slots, and 3-grams -> positions
 *   (slot and offset), so a longer needle is answered exactly by intersecting the lists of the
 *   3-grams that cover it, each shifted by its offset in the needle, without reading documents;
 *   built on the first such query (about a second per 50,000 documents of 50 characters) and kept
 *   from then on, so indexes never searched that way cost nothing; the lists live in typed arrays
 *   (`IntList`), outside the JS heap the garbage collector walks, and a long one gets a slot
 *   directory when a needle's rarer gram is checked against it (see `directoryOf`);
 * - value ids per slot (single-field indexes): a column that checks an equality in one array read,
 *   built with the hash postings, and for common values a bitset over slots (see `valueBits`);
 * - a sorted order of slots (key, then _id), kept lazily: writes only note what moved, and the
 *   next sorted read repairs the order by binary search, or by one merge after many writes.
 */
import type { IndexSpec } from './read-store.port';
import { addSlot, IntList, removeSlot, union, type PostingList, type SlotList } from './posting-list.util';
import { CROSSES_ARRAY, compareValues, expandPath, hashKey, resolveScalar } from './document-values.util';
import { scratch } from './scratch-space.util';

/** A slot passes when its value id in `column` is one of `ids` (an equality, read without the document). */
export interface SlotTest {
  column: readonly number[];
  ids: number[];
  /** Ids are below this. */
  idCount: number;
  /** The slots holding each id (ascending), in the order of `ids`. */
  lists: readonly PostingList[];
  /** Where the bitset of a common id is (see `valueBits`). */
  index: EmbeddedIndex;
}

/** `bits` with bit `slot` set, grown (doubling) when the slot lies past it. */
function withBit(bits: Int32Array, slot: number): Int32Array {
  let out = bits;
  if (slot >>> 5 >= bits.length) {
    out = new Int32Array(Math.max(bits.length * 2, (slot >>> 5) + 1));
    out.set(bits);
  }
  out[slot >>> 5] |= 1 << (slot & 31);
  return out;
}

/**
 * One check for all of a plan's slot tests, shaped for the common cases (one or two single
 * values: a status, a role), since it runs once per candidate in the hottest loops.
 */
export function compileSlotTests(tests: readonly SlotTest[]): ((slot: number) => boolean) | null {
  if (tests.length === 0) return null;
  if (tests.some((test) => test.ids.length === 0)) return () => false;
  const single = tests.every((test) => test.ids.length === 1);
  if (single && tests.length === 1) {
    const [
      {
        column,
        ids: [id],
      },
    ] = tests;
    return (slot) => column[slot] === id;
  }
  if (single && tests.length === 2) {
    const [
      {
        column: first,
        ids: [a],
      },
      {
        column: second,
        ids: [b],
      },
    ] = tests;
    return (slot) => first[slot] === a && second[slot] === b;
  }
  // A table per test, one entry per id shifted by one, so "several or none" (-1) reads entry 0
  // and no read falls outside the table (which would leave V8's fast path).
  const tables = tests.map((test) => {
    const table = new Uint8Array(test.idCount + 1);
    for (const id of test.ids) table[id + 1] = 1;
    return { column: test.column, table };
  });
  return (slot) => {
    for (let t = 0; t < tables.length; t++) if (tables[t].table[tables[t].column[slot] + 1] !== 1) return false;
    return true;
  };
}

export interface IndexDefinition {
  name: string;
  spec: IndexSpec;
  unique: boolean;
}

/** How an index reaches the documents of its collection. */
export interface SlotSource {
  docAt(slot: number): object | undefined;
  idAt(slot: number): string;
  liveSlots(): number[];
}

interface Field {
  path: string;
  segments: string[];
  direction: 1 | -1;
}

interface Entry {
  /** Hash keys, with the value each stands for (single-field) or the key document (compound); null while the index keeps none. */
  keys: Map<string, unknown> | null;
  multikey: boolean;
  /** Grams of the string values (see `collectGrams`); empty until the index is first searched by substring. */
  grams: Grams;
  /** Whether a string value has an ASCII capital (then lowercased grams only narrow a case-sensitive search). */
  uppercase: boolean;
}

/** Where a slot sat in the sorted order when that order was last repaired. */
type StalePosition = { key: unknown[]; id: string } | null;

const SMALL_REPAIR = 32;
const MAX_CARTESIAN_KEYS = 1_000;

/** Lowercases ASCII letters only, so every character keeps its position (see `substringCandidates`). */
export function asciiLower(text: string): string {
  return /[A-Z]/.test(text) ? text.replace(/[A-Z]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 32)) : text;
}

/** A 2- or 3-gram: a small integer when all its characters are ASCII (the common case), else the text. */
type Gram = number | string;

const BIGRAM = 1 << 21;

function lowerCode(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** The ASCII-lowercased 2- or 3-gram of `text` at `at`. */
function gramAt(text: string, at: number, length: 2 | 3): Gram {
  const a = lowerCode(text, at);
  const b = lowerCode(text, at + 1);
  if (length === 2) return (a | b) < 128 ? BIGRAM | (a << 7) | b : asciiLower(text.slice(at, at + 2));
  const c = lowerCode(text, at + 2);
  return (a | b | c) < 128 ? (a << 14) | (b << 7) | c : asciiLower(text.slice(at, at + 3));
}

/**
 * A 3-gram occurrence: `slot << OFFSET_BITS | offset`, offsets counted through a document's
 * string values (each followed by one unindexed gap, so no needle spans two values). Sorted
 * ascending, a gram's occurrences are grouped by slot. Kept within 31 bits, so lists stay small
 * integers and slot and offset come back with a shift and a mask; a document whose text runs past
 * the offsets, or whose slot is past the slots, is kept as a plain candidate instead (`overflow`).
 */
const OFFSET_BITS = 10;
const POSITION_SPAN = 1 << OFFSET_BITS;
const OFFSET_MASK = POSITION_SPAN - 1;
const POSITIONED_SLOTS = 1 << (31 - OFFSET_BITS);
/** 3-grams with at least this many occurrences keep their slots too (see `slotsOfTrigram`). */
const WIDE_GRAM = 4096;

interface Grams {
  /** 2-grams, possibly repeated (deduplicating costs more than it saves). */
  bigrams: Gram[];
  /** 3-grams and their offsets, in offset order. */
  trigrams: Gram[];
  offsets: number[];
  /** Whether a string value has an ASCII capital (then lowercased grams only narrow a case-sensitive search). */
  uppercase: boolean;
  /** Text past POSITION_SPAN: its offsets would spill into the next slot, so the document is only a candidate. */
  overflow: boolean;
}

const noGrams = (): Grams => ({ bigrams: [], trigrams: [], offsets: [], uppercase: false, overflow: false });

/** The grams of a document's values at one path. */
function collectGrams(values: readonly unknown[], into: Grams): Grams {
  let base = 0;
  for (const value of values) {
    if (typeof value !== 'string') continue;
    if (base + value.length >= POSITION_SPAN) {
      into.overflow = true;
      break;
    }
    for (let i = 0; i + 2 <= value.length; i++) {
      into.bigrams.push(gramAt(value, i, 2));
      if (i + 3 <= value.length) {
        into.trigrams.push(gramAt(value, i, 3));
        into.offsets.push(base + i);
      }
    }
    if (/[A-Z]/.test(value)) into.uppercase = true;
    base += value.length + 1;
  }
  return into;
}

/** Adds `slot`'s occurrences (ascending) of one 3-gram; new slots, the common case, append. */
function addOccurrences(list: IntList, slot: number, offsets: number[]): void {
  const keys = offsets.map((offset) => (slot << OFFSET_BITS) | offset);
  if (list.last() < keys[0]) {
    for (const key of keys) list.push(key);
    return;
  }
  list.insertAt(list.lowerBound(slot << OFFSET_BITS), keys);
}

function removeOccurrences(list: IntList, slot: number): void {
  list.removeRange(list.lowerBound(slot << OFFSET_BITS), list.lowerBound((slot + 1) << OFFSET_BITS));
}

/** One 3-gram of a needle: its occurrences, and its offset in the needle. */
interface NeedleGram {
  list: SlotList;
  offset: number;
  /** The list the occurrences come from, for its slot directory; null when the gram occurs nowhere. */
  source: IntList | null;
}

/** Lists at least this long may get a slot directory (see `directoryOf`). */
const DIRECTORY_MIN = 16_384;
/** A list more than this many times longer than the starts left is looked up, not merged. */
const DIRECTORY_RATIO = 4;

const directories = new WeakMap<IntList, { version: number; directory: Int32Array }>();

/**
 * For a long positional list (a phone prefix, `555`, `com`): where each slot's occurrences begin
 * (entry s) and end (entry s + 1), so asking whether one position holds the gram costs two reads
 * and a compare or two instead of merging past thousands of other occurrences. Made on first use
 * after any change to the list, and dropped with it.
 */
function directoryOf(source: IntList): Int32Array {
  const kept = directories.get(source);
  if (kept?.version === source.version) return kept.directory;
  const list = source.view();
  const slots = list.length === 0 ? 0 : (list[list.length - 1] >> OFFSET_BITS) + 1;
  const directory = new Int32Array(slots + 1);
  let slot = 0;
  for (let i = 0; i < list.length; i++) {
    const at = list[i] >> OFFSET_BITS;
    while (slot <= at) directory[slot++] = i;
  }
  while (slot <= slots) directory[slot++] = list.length;
  directories.set(source, { version: source.version, directory });
  return directory;
}

/**
 * The slots (ascending, distinct) where the needle occurs, from the positional lists of 3-grams
 * at their offsets within it: an occurrence at p needs each gram at p + its offset. The shortest
 * list gives the candidate starts; each further list narrows them, the shortest first, by
 * merging, galloping, or, for a list far longer than the starts left, its slot directory.
 */
function slotsWithAll(grams: NeedleGram[]): Int32Array {
  const [first, ...rest] = [...grams].sort((a, b) => a.list.length - b.list.length);
  // Candidate starts, narrowed in place by each further list.
  const starts = scratch.take(first.list.length);
  let count = 0;
  for (let i = 0; i < first.list.length; i++) {
    const key = first.list[i];
    if ((key & OFFSET_MASK) >= first.offset) starts[count++] = key - first.offset;
  }
  for (const { list, offset, source } of rest) {
    if (source && list.length >= DIRECTORY_MIN && list.length > count * DIRECTORY_RATIO) {
      count = narrowByDirectory(starts, count, list, offset, directoryOf(source));
      continue;
    }
    let kept = 0;
    let j = 0;
    const gallop = list.length > count * 8;
    for (let i = 0; i < count; i++) {
      const wanted = starts[i] + offset;
      if (gallop) {
        let step = 1;
        let high = j;
        while (high < list.length && list[high] < wanted) {
          j = high;
          high += step;
          step *= 2;
        }
        let low = j;
        high = Math.min(high + 1, list.length);
        while (low < high) {
          const mid = (low + high) >>> 1;
          if (list[mid] < wanted) low = mid + 1;
          else high = mid;
        }
        j = low;
      } else {
        while (j < list.length && list[j] < wanted) j++;
      }
      if (j >= list.length) break;
      if (list[j] === wanted) starts[kept++] = starts[i];
    }
    count = kept;
  }
  // Occurrences are grouped by slot: keep each slot once, in place.
  let slots = 0;
  for (let i = 0; i < count; i++) {
    const slot = starts[i] >> OFFSET_BITS;
    if (slots === 0 || starts[slots - 1] !== slot) starts[slots++] = slot;
  }
  return starts.subarray(0, slots);
}

/** Keeps the starts whose position + `offset` is in `list`, found through its slot directory. */
function narrowByDirectory(starts: Int32Array, count: number, list: SlotList, offset: number, directory: Int32Array): number {
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const wanted = starts[i] + offset;
    const slot = wanted >> OFFSET_BITS;
    if (slot + 1 >= directory.length) continue;
    for (let j = directory[slot], end = directory[slot + 1]; j < end; j++) {
      if (list[j] >= wanted) {
        if (list[j] === wanted) starts[kept++] = starts[i];
        break;
      }
    }
  }
  return kept;
}

export function defaultIndexName(spec: IndexSpec): string {
  return Object.entries(spec)
    .map(([path, direction]) => `${path}_${direction}`)
    .join('_');
}

/** Equality lookups: hash postings, and for single-field indexes the value-id column. */
interface HashState {
  postings: Map<string, PostingList>;
  /** Single-field indexes: a small id per distinct key, and each slot's key id (-1 if several or none). */
  valueIds: Map<string, number> | null;
  slotValues: number[];
  nextValueId: number;
  /** By value id: the slots holding that value as a bitset, for common values once asked for (see `valueBits`). */
  bits: (Int32Array | undefined)[];
}

export class EmbeddedIndex {
  readonly fields: Field[];
  /** Null until an equality or uniqueness question needs it (see `hashState`). */
  private hash: HashState | null = null;
  /** Null until the first substring query (see `substringCandidates`). */
  private grams: {
    bigrams: Map<Gram, IntList>;
    trigrams: Map<Gram, IntList>;
    /** The slots of a common 3-gram, kept once a 3-character needle asked for it (see `WIDE_GRAM`). */
    trigramSlots: Map<Gram, IntList>;
    overflow: IntList;
  } | null = null;
  private multikeyDocs = 0;
  private uppercaseDocs = 0;
  private order: number[] | null = null;
  /** slot -> position in `order`, rebuilt on demand after the order changes. */
  private ranks: Int32Array | null = null;
  private readonly stale = new Map<number, StalePosition>();

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
    if (this.definition.unique && !this.primary) this.hash = this.emptyHash(this.source.liveSlots());
    for (const slot of this.source.liveSlots()) this.add(slot, this.source.docAt(slot)!);
    this.order = null;
    this.ranks = null;
    this.stale.clear();
  }

  /** Hash postings, by key. */
  get postings(): Map<string, PostingList> {
    return this.hashState().postings;
  }

  /** The hash state, built from every live document the first time it is asked for. */
  private hashState(): HashState {
    if (this.hash) return this.hash;
    const slots = this.source.liveSlots();
    this.hash = this.emptyHash(slots);
    for (const slot of slots) this.apply(slot, this.entryOf(this.source.docAt(slot)!, false), null, false);
    return this.hash;
  }

  private emptyHash(slots: number[]): HashState {
    const slotValues: number[] = [];
    if (this.fields.length === 1) for (let slot = 0; slot <= (slots.at(-1) ?? -1); slot++) slotValues.push(-1);
    return { postings: new Map(), valueIds: this.fields.length === 1 ? new Map() : null, slotValues, nextValueId: 0, bits: [] };
  }

  /** The hash key that `doc` would take and another slot already holds, with its key document. */
  findConflict(slot: number, doc: object): Record<string, unknown> | null {
    this.hashState();
    for (const [key, keyValue] of this.entryOf(doc).keys!) {
      const holders = this.postings.get(key);
      if (holders?.some((holder) => holder !== slot)) return keyValue as Record<string, unknown>;
    }
    return null;
  }

  add(slot: number, doc: object): void {
    const entry = this.entryOf(doc);
    this.apply(slot, entry, null);
    if (entry.multikey) this.multikeyDocs++;
    if (entry.uppercase) this.uppercaseDocs++;
    this.noteMoved(slot, null);
  }

  remove(slot: number, doc: object): void {
    const entry = this.entryOf(doc);
    this.apply(slot, null, entry);
    if (entry.multikey) this.multikeyDocs--;
    if (entry.uppercase) this.uppercaseDocs--;
    this.noteMoved(slot, { key: this.sortKeyOf(doc), id: this.source.idAt(slot) });
  }

  update(slot: number, before: object, after: object): void {
    if (this.unchanged(before, after)) return;
    const old = this.entryOf(before);
    const next = this.entryOf(after);
    this.apply(slot, next, old);
    this.multikeyDocs += Number(next.multikey) - Number(old.multikey);
    this.uppercaseDocs += Number(next.uppercase) - Number(old.uppercase);
    this.noteMoved(slot, { key: this.sortKeyOf(before), id: this.source.idAt(slot) });
  }

  /** Slots whose indexed value equals one of `values` (a superset when multikey). */
  equalityCandidates(values: unknown[]): PostingList[] {
    const { postings } = this.hashState();
    const lists: PostingList[] = [];
    const keys = values.length === 1 ? [hashKey(values[0])] : new Set(values.map(hashKey));
    for (const key of keys) {
      const list = postings.get(key);
      if (list) lists.push(list);
    }
    return lists;
  }

  /**
   * An exact per-slot check for `path` equal to one of `values`, reading the value-id column
   * instead of the document; null while the index is multikey.
   */
  equalityTest(values: unknown[]): SlotTest | null {
    if (this.fields.length !== 1 || this.primary || this.multikey) return null;
    const hash = this.hashState();
    const ids: number[] = [];
    const lists: PostingList[] = [];
    for (const value of values) {
      const key = hashKey(value);
      const id = hash.valueIds!.get(key);
      if (id === undefined || ids.includes(id)) continue;
      ids.push(id);
      lists.push(hash.postings.get(key)!);
    }
    return { column: hash.slotValues, ids, idCount: hash.nextValueId, lists, index: this };
  }

  /**
   * The slots whose value id is `id`, as a bitset (bit s of word s >> 5): made from the value
   * column the first time and kept up to date by writes from then on. Meant for common values
   * (a status, a role), whose bitset is smaller than their list; do not modify it.
   */
  valueBits(id: number): Int32Array {
    const hash = this.hashState();
    const kept = hash.bits[id];
    if (kept) return kept;
    const column = hash.slotValues;
    const bits = new Int32Array(((column.length + 31) >>> 5) + 1);
    for (let slot = 0; slot < column.length; slot++) if (column[slot] === id) bits[slot >>> 5] |= 1 << (slot & 31);
    hash.bits[id] = bits;
    return bits;
  }

  /**
   * Posting lists whose intersection holds every document with a string value containing `text`,
   * or null when grams cannot help (a needle under 2 characters). Grams are ASCII-lowercased in
   * place, so a case-sensitive match is found by its lowercased grams, and so is a
   * case-insensitive one for an ASCII needle (a non-unicode /i regex folds ASCII letters only onto
   * ASCII letters). A 2-character needle is its 2-gram's list; a longer one is found by position
   * (see `slotsWithAll`). `exact`: the list is exactly the matching documents, when no capitals,
   * arrays or overlong values are in the way.
   */
  substringCandidates(text: string, caseInsensitive: boolean): { lists: SlotList[]; exact: boolean } | null {
    if (this.fields.length !== 1 || this.primary || text.length < 2) return null;
    const grams = this.gramPostings();
    const ascii = !/[^\x00-\x7f]/.test(text);
    if (caseInsensitive && !ascii) return null;
    const lower = asciiLower(text);
    const caseSettled = caseInsensitive || (lower === text && this.uppercaseDocs === 0);
    if (lower.length === 2) return { lists: [grams.bigrams.get(gramAt(lower, 0, 2))?.view() ?? []], exact: caseSettled && !this.multikey };
    // 3-grams at offsets 0, 3, 6, ... and one ending the needle: together they cover every character.
    const offsets: number[] = [];
    for (let offset = 0; offset + 3 <= lower.length; offset += 3) offsets.push(offset);
    if (offsets[offsets.length - 1] !== lower.length - 3) offsets.push(lower.length - 3);
    const needle = offsets.map((offset): NeedleGram => {
      const source = grams.trigrams.get(gramAt(lower, offset, 3)) ?? null;
      return { list: source?.view() ?? [], offset, source };
    });
    const found = needle.length === 1 ? this.slotsOfTrigram(gramAt(lower, 0, 3), needle[0]) : slotsWithAll(needle);
    if (grams.overflow.length === 0) return { lists: [found], exact: caseSettled && !this.multikey };
    return { lists: [union([found, grams.overflow.view()])], exact: false };
  }

  /**
   * The slots holding a 3-gram. A common one (a phone prefix, `com`) has many occurrences, and
   * collapsing them to slots for every search costs more than keeping its slots up to date.
   */
  private slotsOfTrigram(gram: Gram, occurrences: NeedleGram): SlotList {
    const { trigramSlots } = this.grams!;
    const kept = trigramSlots.get(gram);
    if (kept) return kept.view();
    const slots = slotsWithAll([occurrences]);
    if (occurrences.list.length >= WIDE_GRAM) trigramSlots.set(gram, IntList.from(slots));
    return slots;
  }

  private gramPostings(): NonNullable<EmbeddedIndex['grams']> {
    if (this.grams) return this.grams;
    this.grams = { bigrams: new Map(), trigrams: new Map(), trigramSlots: new Map(), overflow: new IntList() };
    this.uppercaseDocs = 0;
    for (const slot of this.source.liveSlots()) {
      const grams = collectGrams(expandPath(this.source.docAt(slot), this.fields[0].segments).values, noGrams());
      if (grams.uppercase) this.uppercaseDocs++;
      this.addGrams(slot, grams);
    }
    for (const lists of [this.grams.bigrams, this.grams.trigrams]) for (const list of lists.values()) list.trim();
    return this.grams;
  }

  private addGrams(slot: number, grams: Grams): void {
    const postings = this.grams!;
    // Slots only get added to a 2-gram's list once, whatever the repeats.
    for (const gram of grams.bigrams) {
      let list = postings.bigrams.get(gram);
      if (!list) postings.bigrams.set(gram, (list = new IntList()));
      list.add(slot);
    }
    if (slot < POSITIONED_SLOTS) {
      const base = slot << OFFSET_BITS;
      // A new document (the highest slot: loading, inserts) appends; an updated one waits to be spliced in.
      let later: Map<Gram, number[]> | null = null;
      for (let i = 0; i < grams.trigrams.length; i++) {
        const gram = grams.trigrams[i];
        let list = postings.trigrams.get(gram);
        if (!list) postings.trigrams.set(gram, (list = new IntList()));
        const last = list.last();
        if (last < base || last >> OFFSET_BITS === slot) {
          if (last < base) postings.trigramSlots.get(gram)?.add(slot);
          list.push(base | grams.offsets[i]);
          continue;
        }
        later ??= new Map();
        const offsets = later.get(gram);
        if (offsets) offsets.push(grams.offsets[i]);
        else later.set(gram, [grams.offsets[i]]);
      }
      for (const [gram, offsets] of later ?? []) {
        addOccurrences(postings.trigrams.get(gram)!, slot, offsets);
        postings.trigramSlots.get(gram)?.add(slot);
      }
    }
    if (grams.overflow || slot >= POSITIONED_SLOTS) postings.overflow.add(slot);
  }

  private removeGrams(slot: number, grams: Grams): void {
    const postings = this.grams!;
    for (const gram of new Set(grams.bigrams)) {
      const list = postings.bigrams.get(gram);
      if (!list) continue;
      list.remove(slot);
      if (list.length === 0) postings.bigrams.delete(gram);
    }
    for (const gram of new Set(grams.trigrams)) {
      const list = postings.trigrams.get(gram);
      if (!list) continue;
      removeOccurrences(list, slot);
      const slots = postings.trigramSlots.get(gram);
      slots?.remove(slot);
      if (list.length === 0) postings.trigrams.delete(gram);
      if (slots?.length === 0) postings.trigramSlots.delete(gram);
    }
    if (grams.overflow || slot >= POSITIONED_SLOTS) postings.overflow.remove(slot);
  }

  /** The walk direction that yields a sort on `keys` (1 forward, -1 backward), or 0 when it cannot. */
  walkDirectionFor(keys: readonly (readonly [string, number])[]): 1 | -1 | 0 {
    if (this.multikey || keys.length === 0) return 0;
    const walk = keys[0][1] === this.fields[0].direction ? 1 : -1;
    let length = keys.length;
    if (length === this.fields.length + 1) {
      const [path, direction] = keys[length - 1];
      if (path !== '_id' || direction !== walk) return 0;
      length--;
    }
    if (length !== this.fields.length) return 0;
    for (let i = 0; i < length; i++) {
      if (keys[i][0] !== this.fields[i].path || keys[i][1] * walk !== this.fields[i].direction) return 0;
    }
    return walk;
  }

  /** Live slots in index order (key, then _id ascending); null while the index is multikey. */
  sortedSlots(): number[] | null {
    if (this.multikey) return null;
    if (this.order === null) {
      this.order = this.sortSlots(this.source.liveSlots());
    } else if (this.stale.size > 0) {
      this.repairOrder(this.order);
    }
    this.stale.clear();
    return this.order;
  }

  /** Each live slot's position in `sortedSlots()` (call that first). */
  slotRanks(): Int32Array {
    if (this.ranks) return this.ranks;
    const order = this.order!;
    let maxSlot = -1;
    for (const slot of order) if (slot > maxSlot) maxSlot = slot;
    const ranks = new Int32Array(maxSlot + 1).fill(-1);
    for (let i = 0; i < order.length; i++) ranks[order[i]] = i;
    return (this.ranks = ranks);
  }

  private repairOrder(order: number[]): void {
    if (this.stale.size <= SMALL_REPAIR) {
      for (const [slot, was] of this.stale) {
        if (!was) continue;
        const at = this.lowerBound(order, was.key, was.id, (candidate) => this.keyAtLastRepair(candidate));
        if (order[at] === slot) order.splice(at, 1);
      }
      for (const slot of this.stale.keys()) {
        const doc = this.source.docAt(slot);
        if (!doc) continue;
        order.splice(
          this.lowerBound(order, this.sortKeyOf(doc), this.source.idAt(slot), (s) => this.currentKey(s)),
          0,
          slot,
        );
      }
      return;
    }
    const kept = order.filter((slot) => !this.stale.has(slot));
    const moved = this.sortSlots([...this.stale.keys()].filter((slot) => this.source.docAt(slot) !== undefined));
    this.order = this.merge(kept, moved);
  }

  private keyAtLastRepair(slot: number): unknown[] {
    return this.stale.get(slot)?.key ?? this.currentKey(slot);
  }

  private currentKey(slot: number): unknown[] {
    return this.sortKeyOf(this.source.docAt(slot)!);
  }

  private compare(keyA: unknown[], idA: string, keyB: unknown[], idB: string): number {
    for (let i = 0; i < this.fields.length; i++) {
      const order = compareValues(keyA[i], keyB[i]);
      if (order !== 0) return order * this.fields[i].direction;
    }
    return idA < idB ? -1 : idA > idB ? 1 : 0;
  }

  private lowerBound(order: number[], key: unknown[], id: string, keyOf: (slot: number) => unknown[]): number {
    let low = 0;
    let high = order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const slot = order[mid];
      if (this.compare(keyOf(slot), this.source.idAt(slot), key, id) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private sortSlots(slots: number[]): number[] {
    const decorated = slots.map((slot) => ({ slot, key: this.currentKey(slot), id: this.source.idAt(slot) }));
    decorated.sort((a, b) => this.compare(a.key, a.id, b.key, b.id));
    return decorated.map((entry) => entry.slot);
  }

  private merge(a: number[], b: number[]): number[] {
    const out: number[] = [];
    let i = 0;
    let j = 0;
    let keyB = b.length > 0 ? this.currentKey(b[0]) : [];
    while (i < a.length && j < b.length) {
      if (this.compare(this.currentKey(a[i]), this.source.idAt(a[i]), keyB, this.source.idAt(b[j])) <= 0) {
        out.push(a[i++]);
      } else {
        out.push(b[j++]);
        if (j < b.length) keyB = this.currentKey(b[j]);
      }
    }
    while (i < a.length) out.push(a[i++]);
    while (j < b.length) out.push(b[j++]);
    return out;
  }

  private noteMoved(slot: number, was: StalePosition): void {
    this.ranks = null;
    if (this.multikey) {
      this.order = null;
      this.stale.clear();
      return;
    }
    if (this.order === null || this.stale.has(slot)) return;
    this.stale.set(slot, was);
    // Past this many moves, sorting afresh is cheaper than repairing.
    if (this.stale.size > Math.max(1_024, this.order.length / 8)) {
      this.order = null;
      this.stale.clear();
    }
  }

  private sortKeyOf(doc: object): unknown[] {
    return this.fields.map((field) => {
      const value = resolveScalar(doc, field.segments);
      return value === CROSSES_ARRAY ? undefined : value;
    });
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
    const grams = noGrams();
    const withKeys = this.hash !== null;
    let combinations = 1;
    const perField = this.fields.map((field) => {
      const expanded = expandPath(doc, field.segments);
      multikey ||= expanded.multikey;
      const values = expanded.values.length > 0 ? expanded.values : [null];
      combinations *= values.length;
      if (this.grams && withGrams) collectGrams(expanded.values, grams);
      if (!withKeys) return null;
      const keys = new Map<string, unknown>();
      for (const value of values) keys.set(hashKey(value), value);
      return keys;
    });
    const uppercase = grams.uppercase;
    if (this.primary) return { keys: null, multikey, grams, uppercase };
    // MongoDB refuses a document whose arrays on a compound index's paths would need a key for
    // every combination; so does this index, whether it keeps keys yet or not.
    if (combinations > MAX_CARTESIAN_KEYS) throw new Error(`Index ${this.definition.name}: cannot index parallel arrays`);
    if (!withKeys) return { keys: null, multikey, grams, uppercase };
    let keys = new Map<string, unknown>([['', {}]]);
    this.fields.forEach((field, index) => {
      const next = new Map<string, unknown>();
      for (const [prefix, keyDoc] of keys) {
        for (const [key, value] of perField[index]!) {
          next.set(index === 0 ? key : `${prefix}\u0000${key}`, { ...(keyDoc as object), [field.path]: value });
        }
      }
      if (next.size > MAX_CARTESIAN_KEYS) throw new Error(`Index ${this.definition.name}: cannot index parallel arrays`);
      keys = next;
    });
    return { keys, multikey, grams, uppercase };
  }

  /** Moves `slot` from the keys and grams of `old` to those of `next` (either may be absent). */
  private apply(slot: number, next: Entry | null, old: Entry | null, withGrams = true): void {
    if (this.primary) return;
    const hash = this.hash;
    if (hash) {
      const { postings, valueIds } = hash;
      for (const key of old?.keys?.keys() ?? []) {
        if (next?.keys?.has(key)) continue;
        const list = postings.get(key)!;
        removeSlot(list, slot);
        if (list.length === 0) {
          postings.delete(key);
          const id = valueIds?.get(key);
          if (id !== undefined) hash.bits[id] = undefined;
          valueIds?.delete(key);
        }
      }
      for (const key of next?.keys?.keys() ?? []) {
        if (old?.keys?.has(key)) continue;
        let list = postings.get(key);
        if (!list) postings.set(key, (list = []));
        addSlot(list, slot);
      }
      if (valueIds) {
        const only = next?.keys?.size === 1 ? next.keys.keys().next().value! : null;
        let id = only === null ? -1 : valueIds.get(only);
        if (id === undefined) valueIds.set(only!, (id = hash.nextValueId++));
        // The column's elements stay dense (dead slots read -1), so reading it stays fast.
        while (hash.slotValues.length < slot) hash.slotValues.push(-1);
        const before = slot < hash.slotValues.length ? hash.slotValues[slot] : -1;
        hash.slotValues[slot] = id;
        if (before !== id) {
          const had = before >= 0 ? hash.bits[before] : undefined;
          if (had && slot >>> 5 < had.length) had[slot >>> 5] &= ~(1 << (slot & 31));
          const has = id >= 0 ? hash.bits[id] : undefined;
          if (has) hash.bits[id] = withBit(has, slot);
        }
      }
    }
    if (!this.grams || !withGrams) return;
    if (old) this.removeGrams(slot, old.grams);
    if (next) this.addGrams(slot, next.grams);
  }
}
