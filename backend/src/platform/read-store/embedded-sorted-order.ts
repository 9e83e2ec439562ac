/**
 * The sorted order of one index of the embedded read store: its live slots by key, then _id,
 * which a sorted read walks (forwards or backwards), ranks its matches in (see `slotRanks`), or
 * narrows by binary search to the span whose keys start with given values and whose next field
 * lies in a range (see `span`, for MongoDB's equality-sort-range reads). Kept lazily: writes only
 * note which slots moved and where they sat, and the next sorted read repairs the order: a few
 * moves in place by binary search, a few hundred (in a long order) by finding their places by
 * binary search and copying the order once, more by one merge; past an eighth of the order it is
 * sorted afresh (about 2 s for a million slots on this machine, once after start-up). An index
 * whose documents have arrays on its paths (multikey) keeps no order.
 */
import { CROSSES_ARRAY, compareValues, resolveScalar } from './document-values.util';
import type { IndexField, SlotSource } from './embedded-index.type';

/** Where a slot sat in the sorted order when that order was last repaired. */
type StalePosition = { key: unknown[]; id: string } | null;

/** Bounds on one field's value, as compareValues orders values; either may be absent. */
export interface KeyRange {
  lower: { value: unknown; inclusive: boolean } | null;
  upper: { value: unknown; inclusive: boolean } | null;
}

const SMALL_REPAIR = 32;

export class SortedOrder {
  private order: number[] | null = null;
  /** slot -> position in `order`, rebuilt on demand after the order changes. */
  private ranks: Int32Array | null = null;
  private readonly stale = new Map<number, StalePosition>();

  constructor(
    private readonly fields: readonly IndexField[],
    private readonly source: SlotSource,
  ) {}

  /** Forgets the order (every slot was just indexed afresh); the next sorted read sorts. */
  reset(): void {
    this.order = null;
    this.ranks = null;
    this.stale.clear();
  }

  /**
   * The walk direction that yields a sort on `keys` (1 forward, -1 backward) among slots whose
   * first `from` fields are equal (the whole order when 0): `keys` are the fields from `from` on,
   * optionally followed by _id in the walk's direction; 0 when it cannot. Asked only while the
   * index is not multikey.
   */
  walkDirectionFor(keys: readonly (readonly [string, number])[], from = 0): 1 | -1 | 0 {
    if (keys.length === 0) return 0;
    const rest = this.fields.length - from;
    const walk = rest === 0 ? (keys[0][1] === -1 ? -1 : 1) : keys[0][1] === this.fields[from].direction ? 1 : -1;
    let length = keys.length;
    if (length === rest + 1) {
      const [path, direction] = keys[length - 1];
      if (path !== '_id' || direction !== walk) return 0;
      length--;
    }
    if (length !== rest) return 0;
    for (let i = 0; i < length; i++) {
      if (keys[i][0] !== this.fields[from + i].path || keys[i][1] * walk !== this.fields[from + i].direction) return 0;
    }
    return walk;
  }

  /**
   * The positions [start, end) of `sortedSlots()` (call that first) whose keys begin with
   * `prefix` (equal as compareValues has it) and whose next field lies within `range` as
   * compareValues orders values across types (a superset of what MongoDB's type-bracketed
   * comparisons match); binary searches, reading a few dozen keys.
   */
  span(prefix: readonly unknown[], range: KeyRange): [number, number] {
    const order = this.order!;
    const k = prefix.length;
    const byPrefix = (key: unknown[]): number => {
      for (let i = 0; i < k; i++) {
        const order = compareValues(key[i], prefix[i]);
        if (order !== 0) return order * this.fields[i].direction;
      }
      return 0;
    };
    let start = this.firstWhere(0, order.length, (key) => byPrefix(key) >= 0);
    let end = this.firstWhere(start, order.length, (key) => byPrefix(key) > 0);
    if (k === this.fields.length) return [start, end];
    const { lower, upper } = range;
    const aboveLower = (key: unknown[]): boolean => {
      const order = compareValues(key[k], lower!.value);
      return lower!.inclusive ? order >= 0 : order > 0;
    };
    const belowUpper = (key: unknown[]): boolean => {
      const order = compareValues(key[k], upper!.value);
      return upper!.inclusive ? order <= 0 : order < 0;
    };
    if (this.fields[k].direction === 1) {
      if (lower) start = this.firstWhere(start, end, aboveLower);
      if (upper) end = this.firstWhere(start, end, (key) => !belowUpper(key));
    } else {
      if (upper) start = this.firstWhere(start, end, belowUpper);
      if (lower) end = this.firstWhere(start, end, (key) => !aboveLower(key));
    }
    return [start, end];
  }

  /** The first position in [low, high) of the order whose key passes `test` (false, then true, along the order), else high. */
  private firstWhere(low: number, high: number, test: (key: unknown[]) => boolean): number {
    const order = this.order!;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (test(this.currentKey(order[mid]))) high = mid;
      else low = mid + 1;
    }
    return low;
  }

  /** Live slots in index order (key, then _id ascending); asked only while the index is not multikey. */
  sortedSlots(): number[] {
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
    const moved = this.sortSlots([...this.stale.keys()].filter((slot) => this.source.docAt(slot) !== undefined));
    // Few moves in a long order (a burst of new messages in a million): find where each left and
    // goes by binary search and copy the order once, instead of reading every key in a merge.
    if (this.stale.size * Math.log2(order.length + 2) * 2 < order.length) {
      this.order = this.spliceMoved(order, moved);
      return;
    }
    const kept = order.filter((slot) => !this.stale.has(slot));
    this.order = this.merge(kept, moved);
  }

  /**
   * The order without the stale slots' old places and with `moved` (sorted) at their new ones: each
   * place found by binary search in the order as it was (sorted by the keys at the last repair),
   * then one copy.
   */
  private spliceMoved(order: number[], moved: number[]): number[] {
    const keyOf = (candidate: number) => this.keyAtLastRepair(candidate);
    const removed: number[] = [];
    for (const [slot, was] of this.stale) {
      if (!was) continue;
      const at = this.lowerBound(order, was.key, was.id, keyOf);
      if (order[at] === slot) removed.push(at);
    }
    removed.sort((a, b) => a - b);
    const places = moved.map((slot) => this.lowerBound(order, this.currentKey(slot), this.source.idAt(slot), keyOf));
    const pieces: number[][] = [];
    let from = 0;
    let next = 0;
    let gone = 0;
    // Runs of untouched positions are sliced (a block copy each) between the places where
    // something leaves or enters, then joined by block copies too.
    while (from < order.length || next < moved.length) {
      const until = Math.min(next < moved.length ? places[next] : order.length, gone < removed.length ? removed[gone] : order.length);
      if (until > from) pieces.push(order.slice(from, until));
      from = until;
      if (next < moved.length && places[next] === from) pieces.push([moved[next++]]);
      else if (gone < removed.length && removed[gone] === from) {
        from++;
        gone++;
      }
    }
    return joined(pieces);
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

  /** Notes that `slot` moved (added, rekeyed or removed); `was` is where it sat, null when new. */
  noteMoved(slot: number, was: StalePosition, multikey: boolean): void {
    this.ranks = null;
    if (multikey) {
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

  /** The key `doc` sorts by in this order. */
  sortKeyOf(doc: object): unknown[] {
    return this.fields.map((field) => {
      const value = resolveScalar(doc, field.segments);
      return value === CROSSES_ARRAY ? undefined : value;
    });
  }
}

/** The pieces end to end, joined a thousand at a time (a call takes only so many arguments). */
function joined(pieces: number[][]): number[] {
  if (pieces.length <= 1_000) return ([] as number[]).concat(...pieces);
  const chunks: number[][] = [];
  for (let i = 0; i < pieces.length; i += 1_000) chunks.push(([] as number[]).concat(...pieces.slice(i, i + 1_000)));
  return joined(chunks);
}
