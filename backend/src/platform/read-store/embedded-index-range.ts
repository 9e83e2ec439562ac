/**
 * MongoDB's equality-sort-range use of an index in the embedded read store: a filter that fixes an
 * index's leading fields by equality (one string, number or boolean each) and perhaps bounds the
 * next field ($lt, $lte, $gt, $gte) selects one contiguous span of the index's sorted order, found
 * by binary search (see SortedOrder.span). Among those slots, the order is by the index's further
 * fields and then _id, so a sort on those fields (optionally then _id) is a walk of the span; a
 * count is a walk in either direction. The span is a superset of the matches (bounds compare
 * across types, as the order does), so the collection still checks each walked slot against the
 * whole filter. A multikey index keeps no order and is never used.
 */
import type { Filter } from './read-store.port';
import { splitFilter } from './document-filter.util';
import type { EmbeddedIndex } from './embedded-index';
import type { KeyRange } from './embedded-sorted-order';

export interface IndexSpan {
  index: EmbeddedIndex;
  /** The index's sorted order; the span is [start, end) of it. */
  order: number[];
  start: number;
  end: number;
  /** The walk that yields the sort asked for (1 forward); 1 for a count. */
  direction: 1 | -1;
}

/** What the filter's top-level conditions fix and bound, per path. */
interface PathConditions {
  equal?: unknown;
  range: KeyRange;
}

const RANGE_OPERATORS = new Set(['$lt', '$lte', '$gt', '$gte']);

/** A value whose place in the order is unambiguous: a string, a boolean, a number that is not NaN. */
function orderable(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value));
}

/** The equality (one orderable value) and range bounds each path has among the filter's top-level conditions. */
function pathConditions(filter: Filter): Map<string, PathConditions> {
  const byPath = new Map<string, PathConditions>();
  const of = (path: string): PathConditions => {
    let found = byPath.get(path);
    if (!found) byPath.set(path, (found = { range: { lower: null, upper: null } }));
    return found;
  };
  for (const condition of splitFilter(filter)) {
    if (condition.path === null) continue;
    if (condition.equalsAnyOf) {
      if (condition.equalsAnyOf.length === 1 && orderable(condition.equalsAnyOf[0])) of(condition.path).equal = condition.equalsAnyOf[0];
      continue;
    }
    const operand = condition.filter[condition.path];
    if (typeof operand !== 'object' || operand === null || Array.isArray(operand) || operand instanceof RegExp) continue;
    const operators = Object.keys(operand);
    if (operators.length !== 1 || !RANGE_OPERATORS.has(operators[0])) continue;
    const operator = operators[0];
    const value = (operand as Record<string, unknown>)[operator];
    if (!orderable(value)) continue;
    // Two bounds on one side: either alone holds every match; the first found is kept.
    const { range } = of(condition.path);
    const bound = { value, inclusive: operator === '$lte' || operator === '$gte' };
    if (operator === '$lt' || operator === '$lte') range.upper ??= bound;
    else range.lower ??= bound;
  }
  return byPath;
}

/**
 * The smallest span any of `indexes` gives for `filter`, walked to yield `sort` (null: a count,
 * any order); null when no index fixes a leading field or bounds its first unfixed field, or
 * none yields the sort.
 */
export function indexSpan(filter: Filter, sort: readonly (readonly [string, number])[] | null, indexes: Iterable<EmbeddedIndex>): IndexSpan | null {
  let conditions: Map<string, PathConditions> | null = null;
  let best: IndexSpan | null = null;
  for (const index of indexes) {
    if (index.multikey) continue;
    conditions ??= pathConditions(filter);
    if (conditions.size === 0) return null;
    const prefix: unknown[] = [];
    while (prefix.length < index.fields.length) {
      const found = conditions.get(index.fields[prefix.length].path);
      if (found?.equal === undefined) break;
      prefix.push(found.equal);
    }
    const next = prefix.length < index.fields.length ? conditions.get(index.fields[prefix.length].path) : undefined;
    const range: KeyRange = next?.range ?? { lower: null, upper: null };
    if (prefix.length === 0 && range.lower === null && range.upper === null) continue;
    const direction = sort === null ? 1 : index.walkDirectionFor(sort, prefix.length);
    if (direction === 0) continue;
    const order = index.sortedSlots();
    if (!order) continue;
    const [start, end] = index.span(prefix, range);
    if (!best || end - start < best.end - best.start) best = { index, order, start, end, direction };
  }
  return best;
}
