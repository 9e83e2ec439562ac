/**
 * Value helpers for the embedded read store: path resolution, MongoDB's sort order for
 * JSON-like values, and hash keys for equality indexes. Documents hold only JSON values.
 */

/** Returned by `resolveScalar` when the path crosses an array, where MongoDB's rules fan out. */
export const CROSSES_ARRAY = Symbol('crosses-array');

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value at a dotted path when no array lies on the way (the common, fast case). */
export function resolveScalar(doc: Json, segments: readonly string[]): Json | typeof CROSSES_ARRAY {
  let current = doc;
  for (const segment of segments) {
    if (!isObject(current)) return Array.isArray(current) ? CROSSES_ARRAY : undefined;
    current = Object.hasOwn(current, segment) ? current[segment] : undefined;
  }
  return Array.isArray(current) ? CROSSES_ARRAY : current;
}

/**
 * Every value MongoDB would index for a dotted path (a multikey index holds array elements).
 * `multikey` tells whether an array lay on the way. A missing path yields no values. Elements of
 * nested arrays are included too: a superset is safe for candidate lookups, and the query engine
 * (mingo) matches one level into nested arrays.
 */
export function expandPath(doc: Json, segments: readonly string[]): { values: Json[]; multikey: boolean } {
  const values: Json[] = [];
  let multikey = false;
  const visit = (current: Json, index: number): void => {
    if (index === segments.length) {
      if (Array.isArray(current)) {
        multikey = true;
        for (const element of current) {
          values.push(element);
          if (Array.isArray(element)) values.push(...element);
        }
      } else if (current !== undefined) {
        values.push(current);
      }
      return;
    }
    const segment = segments[index];
    if (Array.isArray(current)) {
      multikey = true;
      if (/^\d+$/.test(segment)) visit(current[Number(segment)], index + 1);
      for (const element of current) if (typeof element === 'object' && element !== null) visit(element, index);
    } else if (isObject(current) && Object.hasOwn(current, segment)) {
      visit(current[segment], index + 1);
    }
  };
  visit(doc, 0);
  return { values, multikey };
}

/** MongoDB's comparison order: null/missing < numbers < strings < objects < arrays < booleans. */
function typeRank(value: Json): number {
  if (value === null || value === undefined) return 1;
  switch (typeof value) {
    case 'number':
      return 2;
    case 'string':
      return 3;
    case 'boolean':
      return 6;
    default:
      return Array.isArray(value) ? 5 : 4;
  }
}

/** Total order over JSON values as MongoDB sorts them (binary string comparison). */
export function compareValues(a: Json, b: Json): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA < rankB ? -1 : 1;
  switch (rankA) {
    case 1:
      return 0;
    case 2:
    case 3:
    case 6:
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    case 5: {
      const xs = a as Json[];
      const ys = b as Json[];
      for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
        const order = compareValues(xs[i], ys[i]);
        if (order !== 0) return order;
      }
      return xs.length - ys.length < 0 ? -1 : xs.length > ys.length ? 1 : 0;
    }
    default: {
      const xs = Object.entries(a as Record<string, Json>);
      const ys = Object.entries(b as Record<string, Json>);
      for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
        const [keyA, valueA] = xs[i];
        const [keyB, valueB] = ys[i];
        const byType = typeRank(valueA) - typeRank(valueB);
        if (byType !== 0) return byType < 0 ? -1 : 1;
        if (keyA !== keyB) return keyA < keyB ? -1 : 1;
        const order = compareValues(valueA, valueB);
        if (order !== 0) return order;
      }
      return xs.length < ys.length ? -1 : xs.length > ys.length ? 1 : 0;
    }
  }
}

/** Sorts before everything, as MongoDB sorts an empty array. */
const EMPTY_ARRAY_KEY = Symbol('empty-array');

/**
 * The value a document sorts by on one path: arrays sort by their smallest element ascending and
 * their largest descending; an empty array sorts before null.
 */
export function sortKey(doc: Json, segments: readonly string[], direction: 1 | -1): Json {
  const scalar = resolveScalar(doc, segments);
  if (scalar !== CROSSES_ARRAY) return scalar;
  const { values } = expandPath(doc, segments);
  if (values.length === 0) return EMPTY_ARRAY_KEY;
  let best = values[0];
  for (const value of values) if (compareValues(value, best) * direction < 0) best = value;
  return best;
}

/** compareValues extended with the empty-array key. */
export function compareSortKeys(a: Json, b: Json): number {
  if (a === EMPTY_ARRAY_KEY || b === EMPTY_ARRAY_KEY) return a === b ? 0 : a === EMPTY_ARRAY_KEY ? -1 : 1;
  return compareValues(a, b);
}

/** Equal values (as MongoDB's equality sees them) get equal keys; null and missing share one. */
export function hashKey(value: Json): string {
  if (value === null || value === undefined) return 'z';
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${value === 0 ? 0 : value}`;
    case 'boolean':
      return value ? 't' : 'f';
    default:
      return `j${JSON.stringify(value)}`;
  }
}

/** A deep copy through JSON, which is also exactly what the SQLite file would give back. */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * A deep copy of a value that already holds only JSON values (every stored document does: they
 * go in through `cloneJson` or come from JSON on disk): the same result as `cloneJson`, without
 * printing and parsing every string. For the read path, where each result is copied: an object
 * is first copied whole by spread (V8 copies a flat document's fields in one step, and spread
 * defines "__proto__" as a field, as JSON.parse does), then only its nested values again.
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out[i] = typeof item === 'object' && item !== null ? copyJson(item) : item;
    }
    return out as T;
  }
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key in out) {
    const field = out[key];
    if (typeof field !== 'object' || field === null) continue;
    // A plain assignment to "__proto__" would set the prototype instead of the field.
    if (key === '__proto__') Object.defineProperty(out, key, { value: copyJson(field), enumerable: true, writable: true, configurable: true });
    else out[key] = copyJson(field);
  }
  return out as T;
}

/** Sets a dotted path, creating intermediate objects (used to seed upserted documents). */
export function setPath(target: Record<string, Json>, path: string, value: Json): void {
  const segments = path.split('.');
  let current = target;
  for (const segment of segments.slice(0, -1)) {
    // Own fields only: an inherited `__proto__` leads into Object.prototype (field-path.util refuses it first).
    if (!Object.hasOwn(current, segment) || !isObject(current[segment])) current[segment] = {};
    current = current[segment] as Record<string, Json>;
  }
  current[segments[segments.length - 1]] = value;
}

export { isObject as isPlainObject };
