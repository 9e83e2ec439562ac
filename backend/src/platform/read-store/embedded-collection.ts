/**
 * An in-memory collection with MongoDB semantics, for EmbeddedReadStore.
 *
 * Each document lives in a numbered slot (never reused until compaction), so indexes are compact
 * ascending posting lists (see EmbeddedIndex). A query is planned from its top-level conditions
 * (see embedded-query-plan.ts): the smallest posting list gives the candidates, gram lists narrow
 * them further, other indexed equalities become per-slot checks of an index's value column, and
 * what no index settles is checked per document by a fast evaluator, with mingo (the reference)
 * deciding whatever that evaluator is unsure of. A sorted read whose filter fixes an index's
 * leading fields by equality (and perhaps bounds the next) and sorts on the fields after them walks
 * the span of that index's order those conditions select (see embedded-index-range.ts), when there
 * are no candidates or the span is no longer than they are; so does a count without candidates.
 * Other sorted reads use an index on the sort keys: a
 * walk of its order when no index gives candidates, else one pass over the candidates that counts
 * the matches and marks their ranks in the sort order in a bitset, from which the page is read
 * (see embedded-bitsets.ts); with no such index, the matches are sorted in memory (see
 * embedded-sort.util.ts). That pass's count is remembered until the next write, because a search
 * page and its count ask the same question back to back. Working arrays come from a reused
 * scratch space (see scratch-space.util.ts). This file holds the documents, the writes, and the
 * reads that run a plan.
 */
import { randomBytes } from 'node:crypto';
import { Aggregator } from 'mingo';
import {
  DuplicateKeyError,
  type BulkOperation,
  type Collection,
  type Document,
  type Filter,
  type FindOptions,
  type IndexSpec,
  type Pipeline,
  type SortSpec,
  type Update,
  type UpdateOptions,
  type UpdateResult,
} from './read-store.port';
import { upsertSeed } from './document-filter.util';
import { project } from './document-projection.util';
import { bulkWriteInOrder } from './bulk-write.util';
import { applyUpdate } from './document-update.util';
import { cloneJson, copyJson } from './document-values.util';
import { assertSafeBulk, assertSafeFilter, assertSafeKeys, assertSafePipeline, assertSafeUpdate } from './field-path.util';
import { defaultIndexName, EmbeddedIndex } from './embedded-index';
import type { IndexDefinition, SlotSource } from './embedded-index.type';
import { checkCandidate, idOnly, planQuery, settled, type Plan, type PlanSource } from './embedded-query-plan';
import {
  collectRanksOfMarked,
  markMatches,
  markRanksOfMarked,
  markSlots,
  pageOfMarkedRanks,
  pageOfSortedRanks,
  walkListed,
  walkMarked,
} from './embedded-bitsets';
import { sortSlotsInMemory } from './embedded-sort.util';
import { hasSlot, type SlotList } from './posting-list.util';
import { indexSpan, type IndexSpan } from './embedded-index-range';
import { scratch } from './scratch-space.util';

/** What the collection tells its store, so the store can persist and resolve $lookup. */
export interface CollectionHost {
  documentChanged(collection: string, id: string): void;
  indexCreated(collection: string, definition: IndexDefinition): void;
  collectionDropped(collection: string): void;
  documentsOf(collection: string): Document[];
}

/** How many documents matched a filter, kept for the next count of that filter until any write. */
interface RememberedCount {
  version: number;
  count: number;
}

/** Stages that never modify their input documents, so they can run on the stored ones. */
const NON_MUTATING_STAGES = new Set(['$match', '$group', '$sort', '$count', '$limit', '$skip', '$sortByCount']);

/** Up to this many matches, a sorted page comes from sorting their ranks (see `sortedMatches`). */
const FEW_RANKS = 64;
// Enough for a page and its count (and a few concurrent pairs); not a result cache for repeated searches.
const REMEMBERED_COUNTS = 4;

/** A key for a filter: RegExps and undefined would vanish or collide in plain JSON. */
function filterKeyReplacer(_key: string, value: unknown): unknown {
  if (value instanceof RegExp) return { '\u0000regex': [value.source, value.flags] };
  return value === undefined ? '\u0000undefined' : value;
}

export function newObjectId(): string {
  return randomBytes(12).toString('hex');
}

export class EmbeddedCollection<T extends Document = Document> implements Collection<T>, SlotSource, PlanSource {
  private ids: string[] = [];
  private docs: (T | undefined)[] = [];
  private slotById = new Map<string, number>();
  private indexes = new Map<string, EmbeddedIndex>();
  private primary = this.newPrimaryIndex();
  /** Bumped by every write; remembered counts from an older version are ignored. */
  private version = 0;
  private readonly counts = new Map<string, RememberedCount>();
  /**
   * Documents read to decide whether they match, since the collection was made (as MongoDB's
   * totalDocsExamined): what no index settled. The app never reads it; tests and benches do, to
   * hold the planner to its plans, since a query that fell back to a scan still answers rightly.
   */
  documentsExamined = 0;

  constructor(
    readonly name: string,
    private readonly host: CollectionHost,
  ) {}

  get size(): number {
    return this.slotById.size;
  }

  // SlotSource, for the indexes.
  docAt(slot: number): T | undefined {
    return this.docs[slot];
  }

  idAt(slot: number): string {
    return this.ids[slot];
  }

  slotCount(): number {
    return this.docs.length;
  }

  liveSlots(): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.docs.length; slot++) if (this.docs[slot] !== undefined) slots.push(slot);
    return slots;
  }

  // PlanSource, for the planner.
  slotOf(id: string): number | undefined {
    return this.slotById.get(id);
  }

  singleFieldIndex(path: string): EmbeddedIndex | null {
    for (const index of this.indexes.values()) if (index.singlePath === path) return index;
    return null;
  }

  /** The stored document (not a copy) for persistence, or undefined once deleted. */
  storedDocument(id: string): T | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.docs[slot];
  }

  storedDocuments(): T[] {
    return this.docs.filter((doc): doc is T => doc !== undefined);
  }

  /** Loading from disk: appends without index maintenance; call `finishLoading` after. */
  loadDocument(doc: T): void {
    this.slotById.set(doc._id, this.ids.length);
    this.ids.push(doc._id);
    this.docs.push(doc);
  }

  finishLoading(definitions: IndexDefinition[]): void {
    this.primary.build();
    for (const definition of definitions) {
      const index = new EmbeddedIndex(definition, this);
      index.build();
      this.indexes.set(definition.name, index);
    }
  }

  // Reads.

  async findOne(filter: Filter, options: Omit<FindOptions, 'limit'> = {}): Promise<T | null> {
    const [doc] = this.query(filter, { ...options, limit: 1 });
    return doc ?? null;
  }

  async find(filter: Filter, options: FindOptions = {}): Promise<T[]> {
    return this.query(filter, options);
  }

  async countDocuments(filter: Filter = {}): Promise<number> {
    assertSafeFilter(this.name, filter);
    const key = filterKey(filter);
    const remembered = this.counts.get(key);
    if (remembered?.version === this.version) return remembered.count;
    return scratch.run(() => {
      const plan = planQuery(filter, this);
      if (!plan.candidates && settled(plan)) return this.size;
      if (plan.candidates && settled(plan)) return plan.candidates.length;
      // Without candidates, a span of an index's order beats checking every document; with them,
      // asking would sort an order that the candidates' own paths never need.
      const span = plan.candidates ? null : indexSpan(filter, null, this.allIndexes());
      if (span) return this.spanCount(plan, span);
      if (plan.candidates && plan.residual === null && plan.branchCheck === null)
        return markMatches(plan, plan.candidates, scratch.take(this.slotWords()).fill(0), this.docs.length);
      let count = 0;
      this.forEachMatch(plan, () => {
        count++;
        return true;
      });
      return count;
    });
  }

  async aggregate<R = Record<string, unknown>>(pipeline: Pipeline): Promise<R[]> {
    assertSafePipeline(this.name, pipeline);
    const [first, ...rest] = pipeline;
    const leadingMatch = first && Object.keys(first)[0] === '$match' ? (first.$match as Filter) : null;
    const stages = leadingMatch ? rest : pipeline;
    for (const stage of stages) {
      const operator = Object.keys(stage)[0];
      if (operator === '$out' || operator === '$merge') {
        throw new Error(`The embedded read store does not support ${operator}; write through the collection instead`);
      }
    }
    const matched = leadingMatch ? this.matchingSlots(leadingMatch).map((slot) => this.docs[slot]!) : this.storedDocuments();
    const safe = stages.every((stage) => NON_MUTATING_STAGES.has(Object.keys(stage)[0]));
    const input = safe ? matched : matched.map((doc) => copyJson(doc));
    if (stages.length === 0) return input.map((doc) => copyJson(doc)) as unknown as R[];
    const aggregator = new Aggregator(stages, {
      collectionResolver: (name: string) => this.host.documentsOf(name).map((doc) => copyJson(doc)),
    });
    return cloneJson(aggregator.run(input)) as R[];
  }

  // Writes.

  async insertOne(document: T): Promise<void> {
    this.insert(cloneJson({ ...document, _id: document._id ?? newObjectId() }));
  }

  async replaceOne(filter: Filter, replacement: T, options: UpdateOptions = {}): Promise<UpdateResult> {
    assertSafeFilter(this.name, filter);
    if (Object.keys(replacement).some((key) => key.startsWith('$'))) {
      throw new Error('Replacement document must not contain update operators');
    }
    const [slot] = this.matchingSlots(filter, 1);
    if (slot === undefined) {
      if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
      const seedId = upsertSeed(filter)._id;
      const _id = replacement._id ?? (typeof seedId === 'string' ? seedId : newObjectId());
      this.insert(cloneJson({ ...replacement, _id }));
      return { matchedCount: 0, modifiedCount: 0, upsertedId: _id };
    }
    const id = this.ids[slot];
    if (replacement._id !== undefined && replacement._id !== id) throw immutableIdError();
    const next = cloneJson({ ...replacement, _id: id });
    const changed = JSON.stringify(next) !== JSON.stringify(this.docs[slot]);
    if (changed) this.replaceAt(slot, next);
    return { matchedCount: 1, modifiedCount: changed ? 1 : 0, upsertedId: null };
  }

  async updateOne(filter: Filter, update: Update, options: UpdateOptions = {}): Promise<UpdateResult> {
    assertSafeFilter(this.name, filter);
    assertSafeUpdate(this.name, update);
    assertOperators(update);
    const [slot] = this.matchingSlots(filter, 1);
    if (slot === undefined) {
      if (!options.upsert) return { matchedCount: 0, modifiedCount: 0, upsertedId: null };
      const doc = upsertSeed(filter);
      applyUpdate(doc, update, filter, true);
      doc._id ??= newObjectId();
      this.insert(cloneJson(doc) as T);
      return { matchedCount: 0, modifiedCount: 0, upsertedId: doc._id as string };
    }
    return { matchedCount: 1, modifiedCount: this.updateAt(slot, filter, update) ? 1 : 0, upsertedId: null };
  }

  async updateMany(filter: Filter, update: Update): Promise<UpdateResult> {
    assertSafeFilter(this.name, filter);
    assertSafeUpdate(this.name, update);
    assertOperators(update);
    const slots = this.matchingSlots(filter);
    let modifiedCount = 0;
    for (const slot of slots) if (this.updateAt(slot, filter, update)) modifiedCount++;
    return { matchedCount: slots.length, modifiedCount, upsertedId: null };
  }

  async deleteOne(filter: Filter): Promise<number> {
    assertSafeFilter(this.name, filter);
    const [slot] = this.matchingSlots(filter, 1);
    if (slot === undefined) return 0;
    this.deleteAt(slot);
    this.compactIfSparse();
    return 1;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    assertSafeFilter(this.name, filter);
    const slots = this.matchingSlots(filter);
    for (const slot of slots) this.deleteAt(slot);
    this.compactIfSparse();
    return slots.length;
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<void> {
    assertSafeBulk(this.name, operations);
    await bulkWriteInOrder(this, operations);
  }

  async createIndex(spec: IndexSpec, options: { unique?: boolean; name?: string } = {}): Promise<void> {
    assertSafeKeys(this.name, spec);
    this.addIndex({ name: options.name ?? defaultIndexName(spec), spec, unique: options.unique ?? false });
  }

  async drop(): Promise<void> {
    for (const index of this.indexes.values()) index.retire();
    this.ids = [];
    this.docs = [];
    this.slotById = new Map();
    this.indexes = new Map();
    this.primary = this.newPrimaryIndex();
    this.version++;
    this.counts.clear();
    this.host.collectionDropped(this.name);
  }

  // Running plans (see embedded-query-plan.ts).

  private query(filter: Filter, options: FindOptions): T[] {
    assertSafeFilter(this.name, filter);
    assertSafeKeys(this.name, options.sort);
    assertSafeKeys(this.name, options.projection);
    const skip = Math.max(0, options.skip ?? 0);
    const limit = Math.max(0, options.limit ?? 0);
    const byId = idOnly(filter);
    if (byId !== undefined) {
      // One document by _id (every request's session and user): no planning.
      const slot = this.slotById.get(byId);
      return slot === undefined || skip > 0 ? [] : [project(this.docs[slot]!, options.projection)];
    }
    const sort = options.sort && Object.keys(options.sort).length > 0 ? options.sort : null;
    const slots = scratch.run(() => {
      const plan = planQuery(filter, this);
      return sort ? this.sortedMatches(plan, filter, sort, skip, limit) : this.firstMatches(plan, skip, limit, filter);
    });
    return slots.map((slot) => project(this.docs[slot]!, options.projection));
  }

  /** Matches in slot order; a read of all of them (no limit) leaves its count for `countDocuments`. */
  private firstMatches(plan: Plan, skip: number, limit: number, filter: Filter | null = null): number[] {
    const slots: number[] = [];
    let skipped = 0;
    this.forEachMatch(plan, (slot) => {
      if (skipped < skip) skipped++;
      else slots.push(slot);
      return limit === 0 || slots.length < limit;
    });
    if (limit === 0 && filter) this.rememberCount(filter, skipped + slots.length);
    return slots;
  }

  /**
   * Sorted reads through an index on the sort keys. Without index candidates, walk the index
   * order checking documents until the page is full. With them, one pass over the candidates
   * marks the matches in a bitset over slots and counts them (the count is remembered for the
   * count that usually follows); then a near page of dense matches is found by walking the
   * order and testing bits, and any other by the matches' ranks in the order: sorted when a few
   * dozen, else marked in a bitset over the order that is read from the walking end (see
   * `pageOfMarkedRanks`). Exact candidates need no pass: their count is their length, and a near
   * page of them is found by walking the order with a binary search per step.
   */
  private sortedMatches(plan: Plan, filter: Filter, sort: SortSpec, skip: number, limit: number): number[] {
    const span = indexSpan(filter, Object.entries(sort), this.allIndexes());
    if (span && (!plan.candidates || span.end - span.start <= plan.candidates.length)) return this.spanMatches(plan, filter, span, skip, limit);
    const served = this.indexWalk(sort);
    if (!served) {
      const matched = this.allMatches(plan);
      this.rememberCount(filter, matched.length);
      return sortSlotsInMemory(matched, this.docs, this.ids, sort, skip, limit);
    }
    const { order, direction } = served;
    if (!plan.candidates && limit > 0) {
      const page: number[] = [];
      let skipped = 0;
      for (let i = direction === 1 ? 0 : order.length - 1; i >= 0 && i < order.length; i += direction) {
        if (!this.matchesAt(plan, order[i])) continue;
        if (skipped < skip) skipped++;
        else if (page.push(order[i]) >= limit) break;
      }
      return page;
    }
    const wanted = skip + limit;
    /** Steps a walk of the order takes to fill the page, were `count` matches spread evenly. */
    const walkSteps = (count: number): number => (wanted * order.length) / Math.max(1, count);
    if (plan.candidates && settled(plan) && limit > 0) {
      const { candidates } = plan;
      // A binary search costs a few random reads, hence the weight.
      if (walkSteps(candidates.length) * Math.log2(candidates.length + 2) * 4 < candidates.length) {
        this.rememberCount(filter, candidates.length);
        return walkListed(order, direction, skip, limit, candidates);
      }
    }
    const slotBits = scratch.take(this.slotWords()).fill(0);
    const count =
      plan.candidates && plan.residual === null && plan.branchCheck === null
        ? markMatches(plan, plan.candidates, slotBits, this.docs.length)
        : markSlots(this.allMatches(plan), null, slotBits);
    this.rememberCount(filter, count);
    if (skip >= count) return [];
    if (limit > 0 && walkSteps(count) <= count) return walkMarked(order, direction, skip, limit, slotBits);
    const ranks = served.index.slotRanks();
    const rankWords = (order.length + 31) >>> 5;
    // Sorting costs more than a bitset's few thousand word operations beyond a few dozen ranks.
    if (count <= FEW_RANKS) {
      const matched = scratch.take(count);
      collectRanksOfMarked(slotBits, ranks, matched);
      return pageOfSortedRanks(matched, order, direction, skip, limit);
    }
    const rankBits = scratch.take(rankWords).fill(0);
    markRanksOfMarked(slotBits, ranks, rankBits);
    return pageOfMarkedRanks(rankBits, order, direction, skip, limit);
  }

  /**
   * A page from a span of an index's order (see embedded-index-range.ts): walked in the sort's
   * direction, each slot checked against the whole plan (and, when the plan has candidates, looked
   * up in them), until the page is full. A walk to the span's end has seen every match, so its
   * count is remembered; a page filled early says nothing of the rest.
   */
  private spanMatches(plan: Plan, filter: Filter, span: IndexSpan, skip: number, limit: number): number[] {
    const { order, start, end, direction } = span;
    const { candidates } = plan;
    const page: number[] = [];
    let matched = 0;
    for (let i = direction === 1 ? start : end - 1; i >= start && i < end; i += direction) {
      const slot = order[i];
      if (candidates && !hasSlot(candidates, slot)) continue;
      if (!this.matchesAt(plan, slot)) continue;
      if (matched++ < skip) continue;
      if (page.push(slot) === limit) return page;
    }
    this.rememberCount(filter, matched);
    return page;
  }

  /** How many slots of a span match the plan (see `spanMatches`). */
  private spanCount(plan: Plan, span: IndexSpan): number {
    const { order, start, end } = span;
    const { candidates } = plan;
    let count = 0;
    for (let i = start; i < end; i++) {
      const slot = order[i];
      if ((!candidates || hasSlot(candidates, slot)) && this.matchesAt(plan, slot)) count++;
    }
    return count;
  }

  /** The _id index, then the others. */
  private *allIndexes(): Iterable<EmbeddedIndex> {
    yield this.primary;
    yield* this.indexes.values();
  }

  /** Words in a bitset over every slot. */
  private slotWords(): number {
    return (this.docs.length + 31) >>> 5;
  }

  /** Every matching slot, ascending, in scratch space. */
  private allMatches(plan: Plan): SlotList {
    if (plan.candidates && settled(plan)) return plan.candidates;
    const matched = scratch.take(plan.candidates ? plan.candidates.length : this.docs.length);
    let count = 0;
    this.forEachMatch(plan, (slot) => {
      matched[count++] = slot;
      return true;
    });
    return matched.subarray(0, count);
  }

  /** Keeps how many documents match `filter` for the next `countDocuments` of it, until any write. */
  private rememberCount(filter: Filter, count: number): void {
    const key = filterKey(filter);
    this.counts.delete(key);
    this.counts.set(key, { version: this.version, count });
    if (this.counts.size > REMEMBERED_COUNTS) this.counts.delete(this.counts.keys().next().value!);
  }

  private indexWalk(sort: SortSpec): { index: EmbeddedIndex; order: number[]; direction: 1 | -1 } | null {
    const keys = Object.entries(sort);
    const walk = (index: EmbeddedIndex) => {
      const direction = index.walkDirectionFor(keys);
      const order = direction === 0 ? null : index.sortedSlots();
      return order ? { index, order, direction: direction as 1 | -1 } : null;
    };
    const served = walk(this.primary);
    if (served) return served;
    for (const index of this.indexes.values()) {
      const found = walk(index);
      if (found) return found;
    }
    return null;
  }

  private matchingSlots(filter: Filter, limit = 0): number[] {
    const byId = idOnly(filter);
    if (byId !== undefined) {
      const slot = this.slotById.get(byId);
      return slot === undefined ? [] : [slot];
    }
    return scratch.run(() => this.firstMatches(planQuery(filter, this), 0, limit));
  }

  /** Calls `visit` for each matching slot in slot order until it returns false. */
  private forEachMatch(plan: Plan, visit: (slot: number) => boolean): void {
    const { candidates } = plan;
    if (candidates) {
      // Indexed, not for-of: the candidates are a plain or a typed array, and a for-of over
      // either at one site would allocate an iterator result per element.
      for (let i = 0; i < candidates.length; i++) {
        const slot = candidates[i];
        if (this.matchesAt(plan, slot) && !visit(slot)) return;
      }
      return;
    }
    for (let slot = 0; slot < this.docs.length; slot++) {
      if (this.docs[slot] !== undefined && this.matchesAt(plan, slot) && !visit(slot)) return;
    }
  }

  private matchesAt(plan: Plan, slot: number): boolean {
    if (plan.slotCheck !== null && !plan.slotCheck(slot)) return false;
    if (!plan.residual && !plan.branchCheck) return true;
    this.documentsExamined++;
    return checkCandidate(plan, slot, this.docs[slot]!);
  }

  // Write internals.

  private insert(doc: T): void {
    if (typeof doc._id !== 'string') throw new Error(`_id must be a string in ${this.name}`);
    if (this.slotById.has(doc._id)) throw new DuplicateKeyError(this.name, { _id: doc._id });
    this.assertUnique(-1, doc);
    const slot = this.ids.length;
    this.ids.push(doc._id);
    this.docs.push(doc);
    this.slotById.set(doc._id, slot);
    this.version++;
    this.primary.add(slot, doc);
    for (const index of this.indexes.values()) index.add(slot, doc);
    this.host.documentChanged(this.name, doc._id);
  }

  private updateAt(slot: number, filter: Filter, update: Update): boolean {
    const before = JSON.stringify(this.docs[slot]);
    const next = JSON.parse(before) as Record<string, unknown>;
    applyUpdate(next, update, filter, false);
    if (next._id !== this.ids[slot]) throw immutableIdError();
    // Through JSON again, so memory holds exactly what the file will (undefined values dropped).
    const after = JSON.stringify(next);
    if (after === before) return false;
    this.replaceAt(slot, JSON.parse(after) as T);
    return true;
  }

  private replaceAt(slot: number, next: T): void {
    this.assertUnique(slot, next);
    const before = this.docs[slot]!;
    this.docs[slot] = next;
    this.version++;
    for (const index of this.indexes.values()) index.update(slot, before, next);
    this.host.documentChanged(this.name, next._id);
  }

  private deleteAt(slot: number): void {
    const doc = this.docs[slot]!;
    this.primary.remove(slot, doc);
    for (const index of this.indexes.values()) index.remove(slot, doc);
    this.docs[slot] = undefined;
    this.slotById.delete(doc._id);
    this.version++;
    this.host.documentChanged(this.name, doc._id);
  }

  private assertUnique(slot: number, doc: T): void {
    for (const index of this.indexes.values()) {
      if (!index.definition.unique) continue;
      const conflict = index.findConflict(slot, doc);
      if (conflict) throw new DuplicateKeyError(this.name, conflict);
    }
  }

  private addIndex(definition: IndexDefinition): void {
    const sameSpec = (spec: IndexSpec): boolean => JSON.stringify(spec) === JSON.stringify(definition.spec);
    if (sameSpec({ _id: 1 })) return;
    const named = this.indexes.get(definition.name);
    if (named) {
      if (sameSpec(named.definition.spec) && named.definition.unique === definition.unique) return;
      throw new Error(`An index named ${definition.name} already exists in ${this.name} with other options`);
    }
    for (const index of this.indexes.values()) {
      if (sameSpec(index.definition.spec)) {
        throw new Error(`${this.name} already has this index under the name ${index.definition.name}`);
      }
    }
    const index = new EmbeddedIndex(definition, this);
    index.build();
    if (definition.unique) {
      for (const slots of index.postings.values()) {
        if (slots.length > 1) throw new DuplicateKeyError(this.name, index.findConflict(-1, this.docs[slots[0]]!)!);
      }
    }
    this.indexes.set(definition.name, index);
    this.host.indexCreated(this.name, definition);
  }

  /** Renumbers slots once most are holes left by deletes, rebuilding the indexes. */
  private compactIfSparse(): void {
    if (this.ids.length < 1_024 || this.ids.length < this.size * 2) return;
    const docs = this.storedDocuments();
    this.version++;
    this.counts.clear();
    this.ids = [];
    this.docs = [];
    this.slotById = new Map();
    for (const doc of docs) this.loadDocument(doc);
    const definitions = [...this.indexes.values()].map((index) => index.definition);
    for (const index of this.indexes.values()) index.retire();
    this.indexes = new Map();
    this.primary = this.newPrimaryIndex();
    this.finishLoading(definitions);
  }

  private newPrimaryIndex(): EmbeddedIndex {
    return new EmbeddedIndex({ name: '_id_', spec: { _id: 1 }, unique: true }, this, true);
  }
}

function immutableIdError(): Error {
  return new Error("Performing an update on the path '_id' would modify the immutable field '_id'");
}

function assertOperators(update: Update): void {
  const keys = Object.keys(update);
  if (keys.length === 0 || !keys.every((key) => key.startsWith('$'))) {
    throw new Error('Update document requires atomic operators');
  }
}

function filterKey(filter: Filter): string {
  return JSON.stringify(filter, filterKeyReplacer);
}
