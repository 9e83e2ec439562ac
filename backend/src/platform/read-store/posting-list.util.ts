/**
 * Posting lists: ascending arrays of document slots (small integers). Compact, cache-friendly,
 * and new documents (the highest slot) append at the end.
 */
export type PostingList = number[];

/**
 * Ascending slots a read computes (intersections, unions, matches): written once into a typed
 * array of the largest size they can reach, because growing a plain array by `push` costs more
 * than all the comparisons that fill it.
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

/** Whether `slot` is in the list, by binary search: no setup, about log2(|list|) per question. */
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
  const out = new Int32Array(small.length);
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
  const out = new Int32Array(a.length + b.length);
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
  if (round.length === 1) return round[0].slice();
  while (round.length > 1) {
    const next: SlotList[] = [];
    for (let i = 0; i < round.length; i += 2) next.push(i + 1 < round.length ? mergeTwo(round[i], round[i + 1]) : round[i]);
    round = next;
  }
  return round[0];
}
