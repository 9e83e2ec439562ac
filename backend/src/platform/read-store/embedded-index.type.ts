/**
 * The shapes an index of the embedded read store shares with the parts it is built from (see
 * embedded-hash-index.ts, embedded-gram-index.ts, embedded-sorted-order.ts) and with its
 * collection: an index's definition as created and persisted, the fields of its key, and the
 * way it reaches the collection's documents by slot.
 */
import type { IndexSpec } from './read-store.port';

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
  /** One past the highest slot ever used (live or not). */
  slotCount(): number;
}

/** One field of an index's key: its dotted path, split, and its sort direction. */
export interface IndexField {
  path: string;
  segments: string[];
  direction: 1 | -1;
}
