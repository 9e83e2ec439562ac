/**
 * The bitsets behind a sorted read and a count of the embedded read store (bit b of word w
 * stands for slot, or rank, 32w + b): marking a plan's matches in a bitset over slots, a word at a
 * time where equalities on common values let the index's value bitsets be ANDed in (see
 * `markMatches`), counting them, and reading a page from them, by walking the sort index's order
 * or through the matches' ranks in that order (sorted when few, else marked in a second bitset
 * over ranks). Every bitset and rank array comes from the read's scratch space.
 */
import type { SlotTest } from './embedded-hash-index';
import type { Plan } from './embedded-query-plan';
import { hasSlot, type SlotList } from './posting-list.util';
import { scratch } from './scratch-space.util';

/**
 * Marks the matches of a plan without residual in `bits` (a zeroed bitset over slots) and
 * counts them. Short candidate lists are checked one candidate at a time. Long ones with
 * equality checks are settled a word at a time: the candidates' bitset (their equality's own,
 * else marked from the list) ANDed with each equality's bitset (a status, a role: kept by the
 * index), then counted, so 23,000 members of one role among 50,000 cost ~1,600 word operations
 * per condition instead of 23,000 checks. `slots`: how many slots the collection has used.
 */
export function markMatches(plan: Plan, candidates: SlotList, bits: Int32Array, slots: number): number {
  const { slotTests } = plan;
  if (slotTests.length === 0 || candidates.length < bits.length * 2) return markSlots(candidates, plan.slotCheck, bits);
  if (plan.candidateTest) orBitsOf(plan.candidateTest, bits, slots);
  else markSlots(candidates, null, bits);
  for (const test of slotTests) {
    const common = test.ids.length === 1 && isCommon(test.lists[0], slots);
    andBits(bits, common ? test.index.valueBits(test.ids[0]) : orBitsOf(test, scratch.take(bits.length).fill(0), slots));
  }
  return countBits(bits);
}

/**
 * A value held by at least 1 slot in 32, whose bitset is no larger than its list: the index
 * keeps a bitset for such a value (so an index keeps at most 32 of them), and marks any other
 * from its list when asked.
 */
function isCommon(list: readonly number[], slots: number): boolean {
  return list.length * 32 >= slots;
}

/** ORs into `into` the slots of the values `test` accepts; returns `into`. */
function orBitsOf(test: SlotTest, into: Int32Array, slots: number): Int32Array {
  for (let k = 0; k < test.ids.length; k++) {
    if (!isCommon(test.lists[k], slots)) {
      for (const slot of test.lists[k]) into[slot >>> 5] |= 1 << (slot & 31);
      continue;
    }
    const bits = test.index.valueBits(test.ids[k]);
    const words = Math.min(bits.length, into.length);
    for (let w = 0; w < words; w++) into[w] |= bits[w];
  }
  return into;
}

// The passes behind every sorted page, kept apart (and without closures over their counters)
// so V8 compiles them to tight loops. Bit b of word w stands for slot (or rank) 32w + b.

/**
 * Marks each candidate (ascending) that passes `check` in `bits`, one word at a time so no
 * store waits on the previous one; returns how many passed.
 */
export function markSlots(candidates: SlotList, check: ((slot: number) => boolean) | null, bits: Int32Array): number {
  let count = 0;
  let word = 0;
  let at = -1;
  for (let i = 0; i < candidates.length; i++) {
    const slot = candidates[i];
    if (check !== null && !check(slot)) continue;
    if (slot >>> 5 !== at) {
      if (at >= 0) bits[at] = word;
      at = slot >>> 5;
      word = 0;
    }
    word |= 1 << (slot & 31);
    count++;
  }
  if (at >= 0) bits[at] = word;
  return count;
}

/** The page, walking `order`, of the slots marked in `bits`. */
export function walkMarked(order: number[], direction: 1 | -1, skip: number, limit: number, bits: Int32Array): number[] {
  const page: number[] = [];
  let skipped = 0;
  for (let i = direction === 1 ? 0 : order.length - 1; i >= 0 && i < order.length; i += direction) {
    const slot = order[i];
    if ((bits[slot >>> 5] & (1 << (slot & 31))) === 0) continue;
    if (skipped < skip) skipped++;
    else if (page.push(slot) >= limit) break;
  }
  return page;
}

/** The page, walking `order`, of the slots in `slots` (ascending), found by binary search. */
export function walkListed(order: number[], direction: 1 | -1, skip: number, limit: number, slots: SlotList): number[] {
  const page: number[] = [];
  let skipped = 0;
  for (let i = direction === 1 ? 0 : order.length - 1; i >= 0 && i < order.length; i += direction) {
    const slot = order[i];
    if (!hasSlot(slots, slot)) continue;
    if (skipped < skip) skipped++;
    else if (page.push(slot) >= limit) break;
  }
  return page;
}

/** Writes the rank of each slot marked in `slotBits` to `out`. */
export function collectRanksOfMarked(slotBits: Int32Array, ranks: Int32Array, out: Int32Array): void {
  let count = 0;
  for (let w = 0; w < slotBits.length; w++) {
    let word = slotBits[w];
    while (word !== 0) {
      out[count++] = ranks[(w << 5) | (31 - Math.clz32(word & -word))];
      word &= word - 1;
    }
  }
}

/** Marks in `rankBits` the rank of each slot marked in `slotBits`. */
export function markRanksOfMarked(slotBits: Int32Array, ranks: Int32Array, rankBits: Int32Array): void {
  for (let w = 0; w < slotBits.length; w++) {
    let word = slotBits[w];
    while (word !== 0) {
      const rank = ranks[(w << 5) | (31 - Math.clz32(word & -word))];
      rankBits[rank >>> 5] |= 1 << (rank & 31);
      word &= word - 1;
    }
  }
}

/** `bits` &= `other`, where words past `other` count as empty. */
function andBits(bits: Int32Array, other: Int32Array): void {
  const words = Math.min(bits.length, other.length);
  for (let w = 0; w < words; w++) bits[w] &= other[w];
  if (words < bits.length) bits.fill(0, words);
}

function countBits(bits: Int32Array): number {
  let count = 0;
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) count += bitCount(bits[w]);
  return count;
}

/** Set bits in a 32-bit word. */
function bitCount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The page, in index order, of the matches whose ranks in `order` are `ranks` (each once; sorted in place). */
export function pageOfSortedRanks(ranks: Int32Array, order: ArrayLike<number>, direction: 1 | -1, skip: number, limit: number): number[] {
  const count = ranks.length;
  const end = limit > 0 ? Math.min(count, skip + limit) : count;
  const page: number[] = [];
  ranks.sort();
  if (direction === 1) for (let i = skip; i < end; i++) page.push(order[ranks[i]]);
  else for (let i = skip; i < end; i++) page.push(order[ranks[count - 1 - i]]);
  return page;
}

/**
 * The page, in index order, of the matches whose ranks in `order` are the set bits of `bits`
 * (bit r of word r >> 5): read from the walking end, skipping whole words by their bit counts,
 * so a deep page costs little more than the first.
 */
export function pageOfMarkedRanks(bits: Int32Array, order: ArrayLike<number>, direction: 1 | -1, skip: number, limit: number): number[] {
  const page: number[] = [];
  const words = bits.length;
  let toSkip = skip;
  for (let w = direction === 1 ? 0 : words - 1; w >= 0 && w < words; w += direction) {
    let word = bits[w];
    if (word === 0) continue;
    if (toSkip > 0) {
      const inWord = bitCount(word);
      if (toSkip >= inWord) {
        toSkip -= inWord;
        continue;
      }
    }
    while (word !== 0) {
      // The lowest set bit walking forwards, the highest walking backwards.
      const bit = direction === 1 ? 31 - Math.clz32(word & -word) : 31 - Math.clz32(word);
      word &= ~(1 << bit);
      if (toSkip > 0) {
        toSkip--;
        continue;
      }
      if (page.push(order[(w << 5) | bit]) === limit) return page;
    }
  }
  return page;
}
