import { scratch } from './scratch-space.util';

/**
 * Posting lists: ascending arrays of document slots (small integers). Compact, cache-friendly,
 * and new documents (the highest slot) append at the end.
 */
export type PostingList = number[];

/**
 * Ascending slots a read computes (intersections, unions, matches): written once into a typed
 * array of the largest size they can reach (from the read's scratch space), because growing a
 * plain array by `push` costs more than all the comparisons that fill it.
 */
export type SlotList = PostingList | Int32Array;

/** First index in [from, to) whose value is >= slot (`to` when there is none). */
function lowerBound(list: ArrayLike<number>, slot: number, from = 0, to = list.length): number {
  let low = from;
  let high = to;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid] < slot) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether `slot` is in the list, by binary search: no setup, about log2(|list|) reads. */
export function hasSlot(list: ArrayLike<number>, slot: number): boolean {
  return list[lowerBound(list, slot)] === slot;
}

export function addSlot(list: PostingList, slot: number): void {
  const last = list.length === 0 ? -1 : list[list.length - 1];
  if (last < slot) {
    list.push(slot);
    return;
  }
  if (last === slot) return;
  const at = lowerBound(list, slot);
  if (list[at] !== slot) list.splice(at, 0, slot);
}

export function removeSlot(list: PostingList, slot: number): void {
  const at = lowerBound(list, slot);
  if (list[at] === slot) list.splice(at, 1);
}

/**
 * Intersection: a linear merge for lists of similar length, else galloping through the larger
 * list, about |small| * log(|large| / |small|).
 */
export function intersect(a: SlotList, b: SlotList): Int32Array {
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  const out = scratch.take(small.length);
  let n = 0;
  if (large.length <= small.length * 8) {
    let i = 0;
    let j = 0;
    while (i < small.length && j < large.length) {
      if (small[i] < large[j]) i++;
      else if (small[i] > large[j]) j++;
      else {
        out[n++] = small[i++];
        j++;
      }
    }
    return out.subarray(0, n);
  }
  let from = 0;
  for (let i = 0; i < small.length; i++) {
    const slot = small[i];
    let step = 1;
    let high = from;
    while (high < large.length && large[high] < slot) {
      from = high;
      high += step;
      step *= 2;
    }
    from = lowerBound(large, slot, from, Math.min(high + 1, large.length));
    if (from >= large.length) break;
    if (large[from] === slot) out[n++] = slot;
  }
  return out.subarray(0, n);
}

function mergeTwo(a: SlotList, b: SlotList): Int32Array {
  const out = scratch.take(a.length + b.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) out[n++] = a[i++];
    else if (a[i] > b[j]) out[n++] = b[j++];
    else {
      out[n++] = a[i++];
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++];
  while (j < b.length) out[n++] = b[j++];
  return out.subarray(0, n);
}

/** Union of several lists, ascending and without duplicates (merged pairwise). */
export function union(lists: SlotList[]): SlotList {
  let round = lists.filter((list) => list.length > 0);
  if (round.length === 0) return [];
  if (round.length === 1) return round[0];
  while (round.length > 1) {
    const next: SlotList[] = [];
    for (let i = 0; i < round.length; i += 2) next.push(i + 1 < round.length ? mergeTwo(round[i], round[i + 1]) : round[i]);
    round = next;
  }
  return round[0];
}

/**
 * An ascending list of int32s in a typed array that grows by doubling: for the gram postings,
 * millions of entries per collection. In a plain array each entry costs 8 bytes of the JS heap,
 * which every full garbage collection walks; here it costs 4 bytes outside it. Readers take
 * `view()`, a typed-array window valid until the next write.
 */
export class IntList {
  private data: Int32Array;
  length = 0;
  /** Bumped by every change, so what is derived from the list can tell it is stale. */
  version = 0;

  constructor(capacity = 4) {
    this.data = new Int32Array(capacity);
  }

  static from(values: ArrayLike<number>): IntList {
    const list = new IntList(Math.max(4, values.length));
    list.data.set(values);
    list.length = values.length;
    return list;
  }

  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  /** The last value, or -1 when empty (values are never negative). */
  last(): number {
    return this.length === 0 ? -1 : this.data[this.length - 1];
  }

  push(value: number): void {
    this.version++;
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = value;
  }

  /** First index whose value is >= `value` (`length` when there is none). */
  lowerBound(value: number): number {
    return lowerBound(this.data, value, 0, this.length);
  }

  /** Inserts `values` (ascending) before index `at`. */
  insertAt(at: number, values: ArrayLike<number>): void {
    this.version++;
    if (this.length + values.length > this.data.length) this.grow(this.length + values.length);
    this.data.copyWithin(at + values.length, at, this.length);
    this.data.set(values, at);
    this.length += values.length;
  }

  /** Removes the values at indexes [from, to). */
  removeRange(from: number, to: number): void {
    if (to <= from) return;
    this.version++;
    this.data.copyWithin(from, to, this.length);
    this.length -= to - from;
  }

  /** Adds `value` once, keeping the order; appending is the common case. */
  add(value: number): void {
    const last = this.last();
    if (last < value) return this.push(value);
    if (last === value) return;
    const at = this.lowerBound(value);
    if (this.data[at] !== value) this.insertAt(at, [value]);
  }

  remove(value: number): void {
    const at = this.lowerBound(value);
    if (at < this.length && this.data[at] === value) this.removeRange(at, at + 1);
  }

  /** Gives back the spare room doubling left, once a build is over. */
  trim(): void {
    if (this.data.length > this.length + (this.length >>> 3) + 4) this.data = this.data.slice(0, this.length + (this.length >>> 3) + 4);
  }

  private grow(needed: number): void {
    const next = new Int32Array(Math.max(needed, this.data.length * 2));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
}
