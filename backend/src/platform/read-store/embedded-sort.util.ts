/**
 * Sorting matches in memory with MongoDB's order, for the embedded read store's sorted reads that
 * no index serves: each match is decorated once with its sort keys, and a page near the top is
 * selected by insertion into a short sorted list rather than sorting every match.
 */
import { compareSortKeys, sortKey } from './document-values.util';
import type { SortSpec } from './read-store.port';
import type { SlotList } from './posting-list.util';

/**
 * The page `skip`, `limit` of `slots` sorted with MongoDB's order, reading each slot's document
 * and _id from `docs` and `ids`; ties go by _id in the first key's direction, as an index walk does.
 */
export function sortSlotsInMemory(slots: SlotList, docs: readonly unknown[], ids: readonly string[], sort: SortSpec, skip: number, limit: number): number[] {
  const keys = Object.entries(sort).map(([path, direction]) => ({
    segments: path.split('.'),
    direction: direction === -1 ? -1 : 1,
  })) as { segments: string[]; direction: 1 | -1 }[];
  const tieDirection = keys[0].direction;
  const decorated = Array.from(slots, (slot) => ({
    slot,
    id: ids[slot],
    keys: keys.map((key) => sortKey(docs[slot], key.segments, key.direction)),
  }));
  const compare = (a: (typeof decorated)[number], b: (typeof decorated)[number]): number => {
    for (let i = 0; i < keys.length; i++) {
      const order = compareSortKeys(a.keys[i], b.keys[i]);
      if (order !== 0) return order * keys[i].direction;
    }
    return (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) * tieDirection;
  };
  const wanted = skip + limit;
  const top = limit > 0 && wanted * 4 < decorated.length ? selectSmallest(decorated, wanted, compare) : decorated.sort(compare);
  return top.slice(skip, limit > 0 ? wanted : undefined).map((entry) => entry.slot);
}

/** The `count` smallest items in order, in O(n log count). */
function selectSmallest<E>(items: E[], count: number, compare: (a: E, b: E) => number): E[] {
  const best: E[] = [];
  for (const item of items) {
    if (best.length === count && compare(item, best[count - 1]) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(best[mid], item) <= 0) low = mid + 1;
      else high = mid;
    }
    best.splice(low, 0, item);
    if (best.length > count) best.pop();
  }
  return best;
}
