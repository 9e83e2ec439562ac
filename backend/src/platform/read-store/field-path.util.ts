/**
 * The guard on field paths, for every adapter: a path segment `__proto__`, `constructor` or
 * `prototype` would lead a path walker (the embedded store's own, mingo's) from a document into
 * an object's prototype, where a write changes every object in the process. Such a path is refused
 * before anything is read or written. Values stay data: a document may hold such keys.
 */
import { ForbiddenFieldPathError, type BulkOperation, type Document, type IndexSpec, type Pipeline, type SortSpec, type Update } from './read-store.port';

const FORBIDDEN_SEGMENT = /(?:^|\.)(?:__proto__|constructor|prototype)(?:\.|$)/;

function assertPath(collection: string, path: string): void {
  if (FORBIDDEN_SEGMENT.test(path)) throw new ForbiddenFieldPathError(collection, path);
}

/** Objects whose keys are read as paths; a RegExp, a Date or an instance is an operand. */
function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Every key of a filter, at any depth, is taken for a path: field names, operators, the keys of
 * an `$elemMatch` and of an embedded document to compare with alike.
 */
export function assertSafeFilter(collection: string, filter: unknown): void {
  if (Array.isArray(filter)) {
    for (const item of filter) assertSafeFilter(collection, item);
  } else if (isPlain(filter)) {
    for (const key of Object.keys(filter)) {
      assertPath(collection, key);
      assertSafeFilter(collection, filter[key]);
    }
  }
}

/** The keys of a sort, a projection or an index spec. */
export function assertSafeKeys(collection: string, spec: SortSpec | IndexSpec | Record<string, 0 | 1> | undefined): void {
  if (spec) for (const key of Object.keys(spec)) assertPath(collection, key);
}

/**
 * The paths an update names: each operator's fields, a `$rename` target, a `$pull` condition and
 * a `$push` sort. The values it sets are data and are not looked into.
 */
export function assertSafeUpdate(collection: string, update: Update): void {
  for (const [operator, fields] of Object.entries(update)) {
    // A key that is no operator is refused as an update anyway, but it names a path too.
    assertPath(collection, operator);
    if (!isPlain(fields)) continue;
    for (const [path, operand] of Object.entries(fields)) {
      assertPath(collection, path);
      if (operator === '$rename' && typeof operand === 'string') assertPath(collection, operand);
      else if (operator === '$pull') assertSafeFilter(collection, operand);
      else if ((operator === '$push' || operator === '$addToSet') && isPlain(operand) && isPlain(operand.$sort)) {
        assertSafeKeys(collection, operand.$sort as SortSpec);
      }
    }
  }
}

/** The `$match` filters and `$sort` keys of a pipeline; other stages' expressions are the engine's (mingo refuses `__proto__` in them). */
export function assertSafePipeline(collection: string, pipeline: Pipeline): void {
  for (const stage of pipeline) {
    if (isPlain(stage.$match)) assertSafeFilter(collection, stage.$match);
    if (isPlain(stage.$sort)) assertSafeKeys(collection, stage.$sort as SortSpec);
  }
}

/** Every operation of a bulk write, before the first is applied. */
export function assertSafeBulk<T extends Document>(collection: string, operations: BulkOperation<T>[]): void {
  for (const operation of operations) {
    if ('replaceOne' in operation) assertSafeFilter(collection, operation.replaceOne.filter);
    else if ('updateOne' in operation) {
      assertSafeFilter(collection, operation.updateOne.filter);
      assertSafeUpdate(collection, operation.updateOne.update);
    } else assertSafeFilter(collection, operation.deleteOne.filter);
  }
}
