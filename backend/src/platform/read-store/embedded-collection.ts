/**
 * An in-memory collection with MongoDB semantics, for EmbeddedReadStore.
 *
 * Each document lives in a numbered slot (never reused until compaction), so indexes are compact
 * ascending posting lists (see EmbeddedIndex). A query is planned from its top-level conditions:
 * the smallest posting list gives the candidates, gram lists narrow them further, other indexed
 * equalities become per-slot checks of an index's value column, and what no index settles is
 * checked per document by a fast evaluator, with mingo (the reference) deciding whatever that
 * evaluator is unsure of. Sorted reads use an index on the sort keys: a walk of its order when
 * no index gives candidates, else one pass over the candidates that counts the matches and marks
 * their ranks in the sort order in a bitset, from which the page is read. That pass's count is
 * remembered until the next write, because a search page and its count ask the same question
 * back to back. Working arrays come from a reused scratch space (see scratch-space.util.ts).
 */
import { randomBytes } from 'node:crypto';
import { Aggregator, Query } from 'mingo';
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
import { compileFilter, splitFilter, upsertSeed, UNSURE, YES, type Matcher, type Primitive } from './document-filter.util';
import { project } from './document-projection.util';
import { bulkWriteInOrder } from './bulk-write.util';
import { applyUpdate } from './document-update.util';
import { cloneJson, compareSortKeys, copyJson, sortKey } from './document-values.util';
import { compileSlotTests, defaultIndexName, EmbeddedIndex, type IndexDefinition, type SlotSource, type SlotTest } from './embedded-index';
import { hasSlot, intersect, union, type SlotList } from './posting-list.util';
import { scratch } from './scratch-space.util';

/** What the collection tells its store, so the store can persist and resolve $lookup. */
export interface CollectionHost {
  documentChanged(collection: string, id: string): void;
  indexCreated(collection: string, definition: IndexDefinition): void;
  collectionDropped(collection: string): void;
  documentsOf(collection: string): Document[];
}

interface Plan {
  /** Ascending candidate slots, or null for every document. */
  candidates: SlotList | null;
  /** Exact checks of indexed equalities by slot, cheaper than reading the document. */
  slotTests: SlotTest[];
  /** All of `slotTests` in one function; null when there are none. */
  slotCheck: ((slot: number) => boolean) | null;
  /** When the candidates are one equality's list, that equality (whose bitset may stand in for the list). */
  candidateTest: SlotTest | null;
  /** Decides the conditions the candidates and slot tests do not settle; null when none remain. */
  residual: Matcher | null;
  filter: Filter;
  /** mingo's compiled query for the whole filter, made only if the residual is ever unsure. */
  reference?: Query;
}

/** Posting lists from one indexed condition: their union holds its candidates. */
interface Term {
  size: number;
  lists: SlotList[];
  /** For an equality, what a per-slot check of the index's value column needs. */
  equality: { index: EmbeddedIndex; values: Primitive[] } | null;
  /** Which of the filter's conditions it comes from. */
  condition: number;
}

const weight = (term: Term): number => (term.equality ? term.size * 2 : term.size);
const listOf = (term: Term): SlotList => (term.lists.length === 1 ? term.lists[0] : union(term.lists));

/** How many documents matched a filter, kept for the next count of that filter until any write. */
interface RememberedCount {
  version: number;
  count: number;
}

/** Stages that never modify their input documents, so they can run on the stored ones. */
const NON_MUTATING_STAGES = new Set(['$match', '$group', '$sort', '$count', '$limit', '$skip', '$sortByCount']);

/** Up to this many matches, a sorted page comes from sorting their ranks (see `sortedMatches`). */
const FEW_RANKS = 64;
/** Below this many candidates, checking each document beats intersecting more lists. */
const FEW_CANDIDATES = 32;
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

export class EmbeddedCollection<T extends Document = Document> implements Collection<T>, SlotSource {
  private ids: string[] = [];
  private docs: (T | undefined)[] = [];
  private slotById = new Map<string, number>();
  private indexes = new Map<string, EmbeddedIndex>();
  private primary = this.newPrimaryIndex();
  /** Bumped by every write; remembered counts from an older version are ignored. */
  private version = 0;
  private readonly counts = new Map<string, RememberedCount>();

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

  liveSlots(): number[] {
    const slots: number[] = [];
    for (let slot = 0; slot < this.docs.length; slot++) if (this.docs[slot] !== undefined) slots.push(slot);
    return slots;
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
    const key = filterKey(filter);
    const remembered = this.counts.get(key);
    if (remembered?.version === this.version) return remembered.count;
    return scratch.run(() => {
      const plan = this.plan(filter);
      if (!plan.candidates && settled(plan)) return this.size;
      if (plan.candidates && settled(plan)) return plan.candidates.length;
      if (plan.candidates && plan.residual === null) return this.markMatches(plan, plan.candidates, scratch.take(this.slotWords()).fill(0));
      let count = 0;
      this.forEachMatch(plan, () => {
        count++;
        return true;
      });
      return count;
    });
  }

  async aggregate<R = Record<string, unknown>>(pipeline: Pipeline): Promise<R[]> {
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
    assertOperators(update);
    const slots = this.matchingSlots(filter);
    let modifiedCount = 0;
    for (const slot of slots) if (this.updateAt(slot, filter, update)) modifiedCount++;
    return { matchedCount: slots.length, modifiedCount, upsertedId: null };
  }

  async deleteOne(filter: Filter): Promise<number> {
    const [slot] = this.matchingSlots(filter, 1);
    if (slot === undefined) return 0;
    this.deleteAt(slot);
    this.compactIfSparse();
    return 1;
  }

  async deleteMany(filter: Filter = {}): Promise<number> {
    const slots = this.matchingSlots(filter);
    for (const slot of slots) this.deleteAt(slot);
    this.compactIfSparse();
    return slots.length;
  }

  async bulkWrite(operations: BulkOperation<T>[]): Promise<void> {
    await bulkWriteInOrder(this, operations);
  }

  async createIndex(spec: IndexSpec, options: { unique?: boolean; name?: string } = {}): Promise<void> {
    this.addIndex({ name: options.name ?? defaultIndexName(spec), spec, unique: options.unique ?? false });
  }

  async drop(): Promise<void> {
    this.ids = [];
    this.docs = [];
    this.slotById = new Map();
    this.indexes = new Map();
    this.primary = this.newPrimaryIndex();
    this.version++;
    this.counts.clear();
    this.host.collectionDropped(this.name);
  }

  // Planning and matching.

  private query(filter: Filter, options: FindOptions): T[] {
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
      const plan = this.plan(filter);
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
    const served = this.indexWalk(sort);
    if (!served) {
      const matched = this.allMatches(plan);
      this.rememberCount(filter, matched.length);
      return this.sortSlots(matched, sort, skip, limit);
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
      plan.candidates && plan.residual === null ? this.markMatches(plan, plan.candidates, slotBits) : markSlots(this.allMatches(plan), null, slotBits);
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

  /** Words in a bitset over every slot. */
  private slotWords(): number {
    return (this.docs.length + 31) >>> 5;
  }

  /**
   * Marks the matches of a plan without residual in `bits` (a zeroed bitset over slots) and
   * counts them. Short candidate lists are checked one candidate at a time. Long ones with
   * equality checks are settled a word at a time: the candidates' bitset (their equality's own,
   * else marked from the list) ANDed with each equality's bitset (a status, a role: kept by the
   * index), then counted, so 23,000 members of one role among 50,000 cost ~1,600 word operations
   * per condition instead of 23,000 checks.
   */
  private markMatches(plan: Plan, candidates: SlotList, bits: Int32Array): number {
    const { slotTests } = plan;
    if (slotTests.length === 0 || candidates.length < bits.length * 2) return markSlots(candidates, plan.slotCheck, bits);
    if (plan.candidateTest) this.orBitsOf(plan.candidateTest, bits);
    else markSlots(candidates, null, bits);
    for (const test of slotTests) {
      const common = test.ids.length === 1 && this.isCommon(test.lists[0]);
      andBits(bits, common ? test.index.valueBits(test.ids[0]) : this.orBitsOf(test, scratch.take(bits.length).fill(0)));
    }
    return countBits(bits);
  }

  /**
   * A value held by at least 1 slot in 32, whose bitset is no larger than its list: the index
   * keeps a bitset for such a value (so an index keeps at most 32 of them), and marks any other
   * from its list when asked.
   */
  private isCommon(list: readonly number[]): boolean {
    return list.length * 32 >= this.docs.length;
  }

  /** ORs into `into` the slots of the values `test` accepts; returns `into`. */
  private orBitsOf(test: SlotTest, into: Int32Array): Int32Array {
    for (let k = 0; k < test.ids.length; k++) {
      if (!this.isCommon(test.lists[k])) {
        for (const slot of test.lists[k]) into[slot >>> 5] |= 1 << (slot & 31);
        continue;
      }
      const bits = test.index.valueBits(test.ids[k]);
      const words = Math.min(bits.length, into.length);
      for (let w = 0; w < words; w++) into[w] |= bits[w];
    }
    return into;
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

  /** Sorts with MongoDB's order; ties go by _id in the first key's direction, as an index walk does. */
  private sortSlots(slots: SlotList, sort: SortSpec, skip: number, limit: number): number[] {
    const keys = Object.entries(sort).map(([path, direction]) => ({
      segments: path.split('.'),
      direction: direction === -1 ? -1 : 1,
    })) as { segments: string[]; direction: 1 | -1 }[];
    const tieDirection = keys[0].direction;
    const decorated = Array.from(slots, (slot) => ({
      slot,
      id: this.ids[slot],
      keys: keys.map((key) => sortKey(this.docs[slot], key.segments, key.direction)),
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
    return scratch.run(() => this.firstMatches(this.plan(filter), 0, limit));
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
    if (!plan.residual) return true;
    const doc = this.docs[slot]!;
    const verdict = plan.residual(doc);
    if (verdict !== UNSURE) return verdict === YES;
    plan.reference ??= new Query(plan.filter, {});
    return plan.reference.test(doc);
  }

  /**
   * Every indexed condition contributes posting lists: equality and $in one list (the union of
   * its values), a substring one list per gram. Lists are intersected smallest first; once few
   * candidates remain, or the next list holds most documents, per-document checks are cheaper.
   * A condition whose lists were all intersected and that an index answers exactly is not
   * checked again.
   */
  private plan(filter: Filter): Plan {
    const conditions = splitFilter(filter);
    const terms: Term[] = [];
    // Per condition: how many lists settle it exactly once all are applied (0: none do), and how many were.
    const exact = new Array<number>(conditions.length).fill(0);
    const applied = new Array<number>(conditions.length).fill(0);
    for (let index = 0; index < conditions.length; index++) {
      const condition = conditions[index];
      if (condition.path === null) {
        // An $or whose every branch an index narrows: the union of the branches' candidates (each a
        // superset of its branch's matches), with the $or itself checked on them afterwards.
        const branches = condition.filter.$or;
        if (Array.isArray(branches) && branches.length > 0) {
          const lists: SlotList[] = [];
          let total = 0;
          let exactly = true;
          for (const branch of branches as Filter[]) {
            const branchPlan = this.plan(branch);
            if (branchPlan.candidates === null) break;
            lists.push(branchPlan.candidates);
            total += branchPlan.candidates.length;
            exactly &&= settled(branchPlan);
          }
          // When every branch's candidates are its matches, so is their union, and the $or needs
          // no check of its own; otherwise a union most documents are in narrows nothing.
          if (lists.length === branches.length && (exactly || total <= this.size / 2)) {
            const merged = union(lists);
            terms.push({ size: merged.length, lists: [merged], equality: null, condition: index });
            if (exactly) exact[index] = 1;
          }
        }
        continue;
      }
      if (condition.path === '_id' && condition.equalsAnyOf) {
        const slots: number[] = [];
        for (const id of condition.equalsAnyOf) {
          const slot = typeof id === 'string' ? this.slotById.get(id) : undefined;
          if (slot !== undefined && !slots.includes(slot)) slots.push(slot);
        }
        terms.push({ size: slots.length, lists: [slots.sort((a, b) => a - b)], equality: null, condition: index });
        exact[index] = 1;
        continue;
      }
      const store = this.singleFieldIndex(condition.path);
      if (!store) continue;
      if (condition.equalsAnyOf) {
        const lists = store.equalityCandidates(condition.equalsAnyOf);
        let size = 0;
        for (const list of lists) size += list.length;
        terms.push({ size, lists, equality: { index: store, values: condition.equalsAnyOf }, condition: index });
        if (!store.multikey) exact[index] = 1;
      } else if (condition.substring) {
        const found = store.substringCandidates(condition.substring.text, condition.substring.caseInsensitive);
        if (!found) continue;
        for (const list of found.lists) terms.push({ size: list.length, lists: [list], equality: null, condition: index });
        if (found.exact) exact[index] = found.lists.length;
      }
    }
    // The smallest list gives the candidates; other indexed equalities become per-slot checks of
    // their value columns (a few ns a candidate, cheaper than intersecting); gram and multikey
    // lists are intersected (galloping, ~15 ns a candidate; a document check costs ~80). An
    // equality counts double when choosing, so a gram list about its size gives the candidates
    // and the equality is checked per slot, instead of intersecting two long lists.
    terms.sort((a, b) => weight(a) - weight(b));
    let candidates: SlotList | null = terms.length > 0 ? listOf(terms[0]) : null;
    if (terms.length > 0) applied[terms[0].condition]++;
    const slotTests: SlotTest[] = [];
    const listed: Term[] = [];
    for (let i = 1; i < terms.length; i++) {
      const term = terms[i];
      const test = term.equality ? term.equality.index.equalityTest(term.equality.values) : null;
      if (test) {
        slotTests.push(test);
        applied[term.condition]++;
      } else {
        listed.push(term);
      }
    }
    for (const term of listed) {
      // A list most documents are in rarely pays, unless it settles its condition exactly.
      if (candidates!.length > FEW_CANDIDATES && (term.size <= this.size / 2 || exact[term.condition] > 0)) {
        candidates = intersect(candidates!, listOf(term));
        applied[term.condition]++;
      }
    }
    let residualFilters: Filter[] | null = null;
    for (let index = 0; index < conditions.length; index++) {
      if (exact[index] > 0 && applied[index] === exact[index]) continue;
      (residualFilters ??= []).push(conditions[index].filter);
    }
    const residual = residualFilters === null ? null : compileFilter(residualFilters.length === 1 ? residualFilters[0] : { $and: residualFilters });
    const candidateTest =
      terms.length > 0 && terms[0].equality && candidates === terms[0].lists[0] && terms[0].lists.length === 1
        ? terms[0].equality.index.equalityTest(terms[0].equality.values)
        : null;
    return { candidates, slotTests, slotCheck: compileSlotTests(slotTests), candidateTest, residual, filter };
  }

  private singleFieldIndex(path: string): EmbeddedIndex | null {
    for (const index of this.indexes.values()) if (index.singlePath === path) return index;
    return null;
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
    this.indexes = new Map();
    this.primary = this.newPrimaryIndex();
    this.finishLoading(definitions);
  }

  private newPrimaryIndex(): EmbeddedIndex {
    return new EmbeddedIndex({ name: '_id_', spec: { _id: 1 }, unique: true }, this, true);
  }
}

/** Whether the candidates are exactly the matches (no per-slot or per-document checks left). */
function settled(plan: Plan): boolean {
  return plan.slotCheck === null && plan.residual === null;
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

/** The id a filter asks for when it is exactly `{ _id: "<id>" }` (or `$eq`), else undefined. */
function idOnly(filter: Filter): string | undefined {
  let id: unknown;
  let keys = 0;
  for (const key in filter) {
    if (++keys > 1 || key !== '_id') return undefined;
    id = filter[key];
  }
  if (typeof id === 'string') return id;
  if (typeof id !== 'object' || id === null || Object.getPrototypeOf(id) !== Object.prototype) return undefined;
  const condition = id as Record<string, unknown>;
  let operators = 0;
  for (const key in condition) if (++operators > 1 || key !== '$eq') return undefined;
  return typeof condition.$eq === 'string' ? condition.$eq : undefined;
}

function filterKey(filter: Filter): string {
  return JSON.stringify(filter, filterKeyReplacer);
}

// The passes behind every sorted page, kept apart (and without closures over their counters)
// so V8 compiles them to tight loops. Bit b of word w stands for slot (or rank) 32w + b.

/**
 * Marks each candidate (ascending) that passes `check` in `bits`, one word at a time so no
 * store waits on the previous one; returns how many passed.
 */
function markSlots(candidates: SlotList, check: ((slot: number) => boolean) | null, bits: Int32Array): number {
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
function walkMarked(order: number[], direction: 1 | -1, skip: number, limit: number, bits: Int32Array): number[] {
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
function walkListed(order: number[], direction: 1 | -1, skip: number, limit: number, slots: SlotList): number[] {
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
function collectRanksOfMarked(slotBits: Int32Array, ranks: Int32Array, out: Int32Array): void {
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
function markRanksOfMarked(slotBits: Int32Array, ranks: Int32Array, rankBits: Int32Array): void {
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
