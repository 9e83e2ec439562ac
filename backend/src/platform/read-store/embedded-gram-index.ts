/**
 * The gram index of one single-field index of the embedded read store, answering substring
 * regexes (`searchText: { $regex: 'smit' }`) without reading documents: 2-grams -> slots, and
 * 3-grams -> positions (slot and offset, see embedded-grams.util.ts), so a longer needle is
 * answered exactly by intersecting the lists of the 3-grams that cover it, each shifted by its
 * offset in the needle. The lists live in typed arrays (`IntList`), outside the JS heap the
 * garbage collector walks; a long one gets a slot directory when a needle's rarer gram is checked
 * against it (see `directoryOf`), and a common 3-gram keeps its slots too (see `WIDE_GRAM`).
 * Built on the first substring query over its index (about a second per 50,000 documents of 50
 * characters) and kept up to date by writes from then on.
 */
import { expandPath } from './document-values.util';
import type { SlotSource } from './embedded-index.type';
import {
  addOccurrences,
  asciiLower,
  collectGrams,
  gramAt,
  noGrams,
  OFFSET_BITS,
  OFFSET_MASK,
  POSITIONED_SLOTS,
  removeOccurrences,
  type Gram,
  type Grams,
} from './embedded-grams.util';
import { IntList, union, type SlotList } from './posting-list.util';
import { scratch } from './scratch-space.util';

/** 3-grams with at least this many occurrences keep their slots too (see `slotsOfTrigram`). */
const WIDE_GRAM = 4096;

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

export class GramIndex {
  private readonly bigrams = new Map<Gram, IntList>();
  private readonly trigrams = new Map<Gram, IntList>();
  /** The slots of a common 3-gram, kept once a 3-character needle asked for it (see `WIDE_GRAM`). */
  private readonly trigramSlots = new Map<Gram, IntList>();
  private readonly overflow = new IntList();
  /** Documents with an ASCII capital in a string value (then lowercased grams only narrow a case-sensitive search). */
  private uppercaseDocs = 0;

  /** The grams of every live document's values at `segments`. */
  constructor(source: SlotSource, segments: string[]) {
    for (const slot of source.liveSlots()) this.add(slot, collectGrams(expandPath(source.docAt(slot), segments).values, noGrams()));
    for (const lists of [this.bigrams, this.trigrams]) for (const list of lists.values()) list.trim();
  }

  /**
   * Posting lists whose intersection holds every document with a string value containing `text`
   * (at least 2 characters), or null when grams cannot help (a case-insensitive needle beyond
   * ASCII). Grams are ASCII-lowercased in place, so a case-sensitive match is found by its
   * lowercased grams, and so is a case-insensitive one for an ASCII needle (a non-unicode /i regex
   * folds ASCII letters only onto ASCII letters). A 2-character needle is its 2-gram's list; a
   * longer one is found by position (see `slotsWithAll`). `exact`: the list is exactly the matching
   * documents, when no capitals, arrays (`multikey`) or overlong values are in the way.
   */
  substringCandidates(text: string, caseInsensitive: boolean, multikey: boolean): { lists: SlotList[]; exact: boolean } | null {
    const ascii = !/[\x80-\uffff]/.test(text);
    if (caseInsensitive && !ascii) return null;
    const lower = asciiLower(text);
    const caseSettled = caseInsensitive || (lower === text && this.uppercaseDocs === 0);
    if (lower.length === 2) {
      // A value past the offsets gave no grams at all (see `collectGrams`): its document is a candidate of every needle.
      const pairs = this.bigrams.get(gramAt(lower, 0, 2))?.view() ?? [];
      if (this.overflow.length === 0) return { lists: [pairs], exact: caseSettled && !multikey };
      return { lists: [union([pairs, this.overflow.view()])], exact: false };
    }
    // 3-grams at offsets 0, 3, 6, ... and one ending the needle: together they cover every character.
    const offsets: number[] = [];
    for (let offset = 0; offset + 3 <= lower.length; offset += 3) offsets.push(offset);
    if (offsets[offsets.length - 1] !== lower.length - 3) offsets.push(lower.length - 3);
    const needle = offsets.map((offset): NeedleGram => {
      const source = this.trigrams.get(gramAt(lower, offset, 3)) ?? null;
      return { list: source?.view() ?? [], offset, source };
    });
    const found = needle.length === 1 ? this.slotsOfTrigram(gramAt(lower, 0, 3), needle[0]) : slotsWithAll(needle);
    if (this.overflow.length === 0) return { lists: [found], exact: caseSettled && !multikey };
    return { lists: [union([found, this.overflow.view()])], exact: false };
  }

  /**
   * The slots holding a 3-gram. A common one (a phone prefix, `com`) has many occurrences, and
   * collapsing them to slots for every search costs more than keeping its slots up to date.
   */
  private slotsOfTrigram(gram: Gram, occurrences: NeedleGram): SlotList {
    const kept = this.trigramSlots.get(gram);
    if (kept) return kept.view();
    const slots = slotsWithAll([occurrences]);
    if (occurrences.list.length >= WIDE_GRAM) this.trigramSlots.set(gram, IntList.from(slots));
    return slots;
  }

  /** Adds `slot`'s grams (it holds none yet). */
  add(slot: number, grams: Grams): void {
    if (grams.uppercase) this.uppercaseDocs++;
    // Slots only get added to a 2-gram's list once, whatever the repeats.
    for (const gram of grams.bigrams) {
      let list = this.bigrams.get(gram);
      if (!list) this.bigrams.set(gram, (list = new IntList()));
      list.add(slot);
    }
    if (slot < POSITIONED_SLOTS) {
      const base = slot << OFFSET_BITS;
      // A new document (the highest slot: loading, inserts) appends; an updated one waits to be spliced in.
      let later: Map<Gram, number[]> | null = null;
      for (let i = 0; i < grams.trigrams.length; i++) {
        const gram = grams.trigrams[i];
        let list = this.trigrams.get(gram);
        if (!list) this.trigrams.set(gram, (list = new IntList()));
        const last = list.last();
        if (last < base || last >> OFFSET_BITS === slot) {
          if (last < base) this.trigramSlots.get(gram)?.add(slot);
          list.push(base | grams.offsets[i]);
          continue;
        }
        later ??= new Map();
        const offsets = later.get(gram);
        if (offsets) offsets.push(grams.offsets[i]);
        else later.set(gram, [grams.offsets[i]]);
      }
      for (const [gram, offsets] of later ?? []) {
        addOccurrences(this.trigrams.get(gram)!, slot, offsets);
        this.trigramSlots.get(gram)?.add(slot);
      }
    }
    if (grams.overflow || slot >= POSITIONED_SLOTS) this.overflow.add(slot);
  }

  /** Removes `slot`'s grams (`grams`, as they were added). */
  remove(slot: number, grams: Grams): void {
    if (grams.uppercase) this.uppercaseDocs--;
    for (const gram of new Set(grams.bigrams)) {
      const list = this.bigrams.get(gram);
      if (!list) continue;
      list.remove(slot);
      if (list.length === 0) this.bigrams.delete(gram);
    }
    for (const gram of new Set(grams.trigrams)) {
      const list = this.trigrams.get(gram);
      if (!list) continue;
      removeOccurrences(list, slot);
      const slots = this.trigramSlots.get(gram);
      slots?.remove(slot);
      if (list.length === 0) this.trigrams.delete(gram);
      if (slots?.length === 0) this.trigramSlots.delete(gram);
    }
    if (grams.overflow || slot >= POSITIONED_SLOTS) this.overflow.remove(slot);
  }
}
