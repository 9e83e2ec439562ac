/**
 * The query planner of the embedded read store: a filter is split into its top-level conditions,
 * and each one an index answers gives posting lists (an equality or $in its values' slots, a
 * substring the gram lists, an $or whose every branch an index narrows the union of the branches'
 * candidates). The smallest list gives the candidates; other indexed equalities become per-slot
 * checks of their index's value column; gram and multikey lists are intersected while that pays;
 * whatever no index settles exactly is left to a residual per-document check. Also the shortcut
 * for a read of one document by _id, which needs no plan. The collection runs the plan.
 */
import { Query } from 'mingo';
import type { Filter } from './read-store.port';
import { compileFilter, splitFilter, UNSURE, YES, type Matcher, type Primitive } from './document-filter.util';
import type { EmbeddedIndex } from './embedded-index';
import { compileSlotTests, type SlotTest } from './embedded-hash-index';
import { intersect, union, type SlotList } from './posting-list.util';

export interface Plan {
  /** Ascending candidate slots, or null for every document. */
  candidates: SlotList | null;
  /** Exact checks of indexed equalities by slot, cheaper than reading the document. */
  slotTests: SlotTest[];
  /** All of `slotTests` in one function; null when there are none. */
  slotCheck: ((slot: number) => boolean) | null;
  /** When the candidates are one equality's list, that equality (whose bitset may stand in for the list). */
  candidateTest: SlotTest | null;
  /**
   * Decides the $or conditions whose union of branch candidates is not exactly their matches, branch
   * by branch (see `branchesCheck`): a branch its candidates settle is a bit test, any other its own
   * plan's checks on its candidates. Null when there are none.
   */
  branchCheck: ((slot: number, doc: object) => boolean) | null;
  /** Decides the conditions the candidates, slot tests and branch checks do not settle; null when none remain. */
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

/** Below this many candidates, checking each document beats intersecting more lists. */
const FEW_CANDIDATES = 32;

/** What planning reads of a collection. */
export interface PlanSource {
  /** How many documents the collection holds. */
  readonly size: number;
  /** The slot of the document with this _id, if any. */
  slotOf(id: string): number | undefined;
  /** The index on exactly this one path, if any. */
  singleFieldIndex(path: string): EmbeddedIndex | null;
}

/**
 * Every indexed condition contributes posting lists: equality and $in one list (the union of
 * its values), a substring one list per gram. Lists are intersected smallest first; once few
 * candidates remain, or the next list holds most documents, per-document checks are cheaper.
 * A condition whose lists were all intersected and that an index answers exactly is not
 * checked again.
 */
export function planQuery(filter: Filter, source: PlanSource): Plan {
  const conditions = splitFilter(filter);
  const terms: Term[] = [];
  // Per condition: how many lists settle it exactly once all are applied (0: none do), and how many were.
  const exact = new Array<number>(conditions.length).fill(0);
  const applied = new Array<number>(conditions.length).fill(0);
  // Per condition: an $or decided branch by branch instead of by the residual.
  const byBranches: (((slot: number, doc: object) => boolean) | null)[] = new Array(conditions.length).fill(null);
  for (let index = 0; index < conditions.length; index++) {
    const condition = conditions[index];
    if (condition.path === null) {
      // An $or whose every branch an index narrows: the union of the branches' candidates (each a
      // superset of its branch's matches), with the $or itself checked on them afterwards.
      const branches = condition.filter.$or;
      if (Array.isArray(branches) && branches.length > 0) {
        const lists: SlotList[] = [];
        const plans: Plan[] = [];
        let total = 0;
        let exactly = true;
        for (const branch of branches as Filter[]) {
          const branchPlan = planQuery(branch, source);
          plans.push(branchPlan);
          if (branchPlan.candidates === null) {
            exactly = false;
            continue;
          }
          lists.push(branchPlan.candidates);
          total += branchPlan.candidates.length;
          exactly &&= settled(branchPlan);
        }
        if (!exactly && plans.some((plan) => plan.candidates !== null)) byBranches[index] = branchesCheck(plans);
        // When every branch's candidates are its matches, so is their union, and the $or needs
        // no check of its own; otherwise a union most documents are in narrows nothing.
        if (lists.length === branches.length && (exactly || total <= source.size / 2)) {
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
        const slot = typeof id === 'string' ? source.slotOf(id) : undefined;
        if (slot !== undefined && !slots.includes(slot)) slots.push(slot);
      }
      terms.push({ size: slots.length, lists: [slots.sort((a, b) => a - b)], equality: null, condition: index });
      exact[index] = 1;
      continue;
    }
    const store = source.singleFieldIndex(condition.path);
    if (!store) continue;
    if (condition.equalsAnyOf) {
      const lists = store.equalityCandidates(condition.equalsAnyOf);
      let size = 0;
      for (const list of lists) size += list.length;
      terms.push({ size, lists, equality: { index: store, values: condition.equalsAnyOf }, condition: index });
      if (store.equalityIsExact(condition.equalsAnyOf)) exact[index] = 1;
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
    if (candidates!.length > FEW_CANDIDATES && (term.size <= source.size / 2 || exact[term.condition] > 0)) {
      candidates = intersect(candidates!, listOf(term));
      applied[term.condition]++;
    }
  }
  let residualFilters: Filter[] | null = null;
  const branchChecks: ((slot: number, doc: object) => boolean)[] = [];
  for (let index = 0; index < conditions.length; index++) {
    if (exact[index] > 0 && applied[index] === exact[index]) continue;
    const check = byBranches[index];
    if (check) branchChecks.push(check);
    else (residualFilters ??= []).push(conditions[index].filter);
  }
  const residual = residualFilters === null ? null : compileFilter(residualFilters.length === 1 ? residualFilters[0] : { $and: residualFilters });
  const candidateTest =
    terms.length > 0 && terms[0].equality && candidates === terms[0].lists[0] && terms[0].lists.length === 1
      ? terms[0].equality.index.equalityTest(terms[0].equality.values)
      : null;
  const branchCheck =
    branchChecks.length === 0
      ? null
      : branchChecks.length === 1
        ? branchChecks[0]
        : (slot: number, doc: object) => branchChecks.every((check) => check(slot, doc));
  return { candidates, slotTests, slotCheck: compileSlotTests(slotTests), candidateTest, branchCheck, residual, filter };
}

/** Whether the candidates are exactly the matches (no per-slot or per-document checks left). */
export function settled(plan: Plan): boolean {
  return plan.slotCheck === null && plan.residual === null && plan.branchCheck === null;
}

/** Whether `slot` matches a plan, given that it is among the plan's candidates (or there are none). */
export function checkCandidate(plan: Plan, slot: number, doc: object): boolean {
  if (plan.slotCheck !== null && !plan.slotCheck(slot)) return false;
  if (plan.branchCheck !== null && !plan.branchCheck(slot, doc)) return false;
  if (plan.residual === null) return true;
  const verdict = plan.residual(doc);
  if (verdict !== UNSURE) return verdict === YES;
  plan.reference ??= new Query(plan.filter, {});
  return plan.reference.test(doc as Record<string, unknown>);
}

/**
 * An $or decided branch by branch, for a slot and its document: a branch whose candidates are
 * exactly its matches is a bit test of them, any other its candidates' bit test (when it has
 * candidates) and its own plan's checks. Settled branches are tried first, so a document a word
 * index places in a branch is never read for the others (a transcript's thousands of words, say).
 */
function branchesCheck(plans: Plan[]): (slot: number, doc: object) => boolean {
  const tests = plans.map((plan) => {
    const { candidates } = plan;
    let bits: Int32Array | null = null;
    if (candidates !== null) {
      bits = new Int32Array(candidates.length === 0 ? 1 : (candidates[candidates.length - 1] >>> 5) + 1);
      for (let i = 0; i < candidates.length; i++) bits[candidates[i] >>> 5] |= 1 << (candidates[i] & 31);
    }
    const member = (slot: number) => bits === null || (slot >>> 5 < bits.length && (bits[slot >>> 5] & (1 << (slot & 31))) !== 0);
    const exactly = candidates !== null && settled(plan);
    return { exactly, test: exactly ? (slot: number) => member(slot) : (slot: number, doc: object) => member(slot) && checkCandidate(plan, slot, doc) };
  });
  tests.sort((a, b) => Number(b.exactly) - Number(a.exactly));
  const ordered = tests.map((entry) => entry.test);
  return (slot, doc) => {
    for (let i = 0; i < ordered.length; i++) if (ordered[i](slot, doc)) return true;
    return false;
  };
}

/** The id a filter asks for when it is exactly `{ _id: "<id>" }` (or `$eq`), else undefined. */
export function idOnly(filter: Filter): string | undefined {
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
