/**
 * The grams behind the embedded read store's substring search (see embedded-gram-index.ts): how a
 * 2- or 3-gram is encoded (a small integer for ASCII text, ASCII-lowercased in place so every
 * character keeps its position), how a 3-gram occurrence packs a slot and an offset into one
 * integer of a positional list, how a document's grams are collected, and how one document's
 * occurrences are added to or removed from a positional list. Pure helpers over plain data.
 */
import type { IntList } from './posting-list.util';

/** Lowercases ASCII letters only, so every character keeps its position (see `substringCandidates`). */
export function asciiLower(text: string): string {
  return /[A-Z]/.test(text) ? text.replace(/[A-Z]/g, (char) => String.fromCharCode(char.charCodeAt(0) + 32)) : text;
}

/** A 2- or 3-gram: a small integer when all its characters are ASCII (the common case), else the text. */
export type Gram = number | string;

const BIGRAM = 1 << 21;

function lowerCode(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** The ASCII-lowercased 2- or 3-gram of `text` at `at`. */
export function gramAt(text: string, at: number, length: 2 | 3): Gram {
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
export const OFFSET_BITS = 10;
const POSITION_SPAN = 1 << OFFSET_BITS;
export const OFFSET_MASK = POSITION_SPAN - 1;
export const POSITIONED_SLOTS = 1 << (31 - OFFSET_BITS);

export interface Grams {
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

export const noGrams = (): Grams => ({ bigrams: [], trigrams: [], offsets: [], uppercase: false, overflow: false });

/** The grams of a document's values at one path. */
export function collectGrams(values: readonly unknown[], into: Grams): Grams {
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
export function addOccurrences(list: IntList, slot: number, offsets: number[]): void {
  const keys = offsets.map((offset) => (slot << OFFSET_BITS) | offset);
  if (list.last() < keys[0]) {
    for (const key of keys) list.push(key);
    return;
  }
  list.insertAt(list.lowerBound(slot << OFFSET_BITS), keys);
}

export function removeOccurrences(list: IntList, slot: number): void {
  list.removeRange(list.lowerBound(slot << OFFSET_BITS), list.lowerBound((slot + 1) << OFFSET_BITS));
}
