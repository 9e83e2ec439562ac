/**
 * The equality side of one index of the embedded read store: hash postings (index key -> slots,
 * for equality/$in and unique checks) and, for a single-field index, a value column (a small id
 * per distinct key, and each slot's id) that checks an equality in one array read, with a bitset
 * over slots for each common value once asked for (see `valueBits`). Also the slot tests built
 * on that column, and the one compiled check a plan runs them through. An index builds this when
 * an equality or uniqueness question first needs it (at once for a unique index, in the
 * background for a multikey one), so an index only ever sorted or searched by substring keeps no
 * key per document. A build goes in slot order through `appendSlot` (appends, no key map per
 * document); writes go through `apply`.
 */
import { hashKey } from './document-values.util';
import { addSlot, removeSlot, type PostingList } from './posting-list.util';

/** A slot passes when its value id in `column` is one of `ids` (an equality, read without the document). */
export interface SlotTest {
  column: readonly number[];
  ids: number[];
  /** Ids are below this. */
  idCount: number;
  /** The slots holding each id (ascending), in the order of `ids`. */
  lists: readonly PostingList[];
  /** Where the bitset of a common id is (see `valueBits`). */
  index: HashIndex;
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

export class HashIndex {
  readonly postings = new Map<string, PostingList>();
  /** Single-field indexes: a small id per distinct key, and each slot's key id (-1 if several or none). */
  private readonly valueIds: Map<string, number> | null;
  private readonly slotValues: number[] = [];
  private nextValueId = 0;
  /** By value id: the slots holding that value as a bitset, for common values once asked for (see `valueBits`). */
  private readonly bits: (Int32Array | undefined)[] = [];
  /** While a build runs (see `appendSlot`): the list of each string value met, by the string itself. */
  private readonly byString = new Map<string, PostingList>();

  /** Empty; a single-field index's value column starts as -1 (no value yet) up to the last of `slots`. */
  constructor(singleField: boolean, slots: number[]) {
    this.valueIds = singleField ? new Map() : null;
    if (singleField) for (let slot = 0; slot <= (slots.at(-1) ?? -1); slot++) this.slotValues.push(-1);
  }

  /** Slots whose indexed value equals one of `values` (a superset when multikey). */
  equalityCandidates(values: unknown[]): PostingList[] {
    const { postings } = this;
    const lists: PostingList[] = [];
    const keys = values.length === 1 ? [hashKey(values[0])] : new Set(values.map(hashKey));
    for (const key of keys) {
      const list = postings.get(key);
      if (list) lists.push(list);
    }
    return lists;
  }

  /**
   * An exact per-slot check for the index's one path equal to one of `values`, reading the
   * value-id column instead of the document (a single-field index that is not multikey).
   */
  equalityTest(values: unknown[]): SlotTest {
    const ids: number[] = [];
    const lists: PostingList[] = [];
    for (const value of values) {
      const key = hashKey(value);
      const id = this.valueIds!.get(key);
      if (id === undefined || ids.includes(id)) continue;
      ids.push(id);
      lists.push(this.postings.get(key)!);
    }
    return { column: this.slotValues, ids, idCount: this.nextValueId, lists, index: this };
  }

  /**
   * The slots whose value id is `id`, as a bitset (bit s of word s >> 5): made from the value
   * column the first time and kept up to date by writes from then on. Meant for common values
   * (a status, a role), whose bitset is smaller than their list; do not modify it.
   */
  valueBits(id: number): Int32Array {
    const kept = this.bits[id];
    if (kept) return kept;
    const column = this.slotValues;
    const bits = new Int32Array(((column.length + 31) >>> 5) + 1);
    for (let slot = 0; slot < column.length; slot++) if (column[slot] === id) bits[slot >>> 5] |= 1 << (slot & 31);
    this.bits[id] = bits;
    return bits;
  }

  /**
   * Adds a slot above every slot held (a build in slot order) with a single-field index's
   * values as `expandPath` gives them (none stands for null): each value's list is appended to,
   * with no per-document key map and no search, and a string finds its list by itself through
   * `byString` instead of through a new `s…` key string hashed each time.
   */
  appendSlot(slot: number, values: readonly unknown[]): void {
    const { postings, byString } = this;
    let distinct = 0;
    let only: unknown = null;
    const count = values.length === 0 ? 1 : values.length;
    for (let i = 0; i < count; i++) {
      const value = values.length === 0 ? null : values[i];
      let list = typeof value === 'string' ? byString.get(value) : undefined;
      if (list === undefined) {
        const key = hashKey(value);
        list = postings.get(key);
        if (list === undefined) postings.set(key, (list = []));
        if (typeof value === 'string') byString.set(value, list);
      }
      if (list.length === 0 || list[list.length - 1] !== slot) {
        list.push(slot);
        distinct++;
        only = value;
      }
    }
    if (!this.valueIds) return;
    let id = -1;
    if (distinct === 1) {
      const key = hashKey(only);
      const known = this.valueIds.get(key);
      if (known === undefined) this.valueIds.set(key, (id = this.nextValueId++));
      else id = known;
    }
    while (this.slotValues.length < slot) this.slotValues.push(-1);
    this.slotValues[slot] = id;
  }

  /** Drops what only a build needs (see `appendSlot`), once it is over. */
  finishBuild(): void {
    this.byString.clear();
  }

  /** Moves `slot` from the hash keys `old` to the hash keys `next` (either may be absent). */
  apply(slot: number, next: Map<string, unknown> | null, old: Map<string, unknown> | null): void {
    const { postings, valueIds } = this;
    for (const key of old?.keys() ?? []) {
      if (next?.has(key)) continue;
      const list = postings.get(key)!;
      removeSlot(list, slot);
      if (list.length === 0) {
        postings.delete(key);
        // A build under way must not append to a list no longer in the postings.
        if (key.startsWith('s')) this.byString.delete(key.slice(1));
        const id = valueIds?.get(key);
        if (id !== undefined) this.bits[id] = undefined;
        valueIds?.delete(key);
      }
    }
    for (const key of next?.keys() ?? []) {
      if (old?.has(key)) continue;
      let list = postings.get(key);
      if (!list) postings.set(key, (list = []));
      addSlot(list, slot);
    }
    if (valueIds) {
      const only = next?.size === 1 ? next.keys().next().value! : null;
      let id = only === null ? -1 : valueIds.get(only);
      if (id === undefined) valueIds.set(only!, (id = this.nextValueId++));
      // The column's elements stay dense (dead slots read -1), so reading it stays fast.
      while (this.slotValues.length < slot) this.slotValues.push(-1);
      const before = slot < this.slotValues.length ? this.slotValues[slot] : -1;
      this.slotValues[slot] = id;
      if (before !== id) {
        const had = before >= 0 ? this.bits[before] : undefined;
        if (had && slot >>> 5 < had.length) had[slot >>> 5] &= ~(1 << (slot & 31));
        const has = id >= 0 ? this.bits[id] : undefined;
        if (has) this.bits[id] = withBit(has, slot);
      }
    }
  }
}
