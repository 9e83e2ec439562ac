/**
 * A fast, partial evaluator for MongoDB filters. It answers the common cases (scalar fields,
 * equality, $in, ranges, $exists, $regex, $and/$or/$nor) directly and says UNSURE for anything
 * else (arrays on the path, $elemMatch, $expr, ...), where the caller asks mingo, the reference.
 * The planner also uses `splitFilter` to find conditions an index can answer.
 */
import type { Filter } from './read-store.port';
import { CROSSES_ARRAY, isPlainObject, resolveScalar, setPath } from './document-values.util';

export const NO = 0;
export const YES = 1;
export const UNSURE = 2;
export type Verdict = typeof NO | typeof YES | typeof UNSURE;
export type Matcher = (doc: object) => Verdict;
type ValueTest = (value: unknown) => Verdict;

export type Primitive = string | number | boolean;

/** One top-level condition of a filter, and what an index could do with it. */
export interface Condition {
  /** The condition alone, as a filter. */
  filter: Filter;
  path: string | null;
  /** Set when the condition is `path` equal to one of these (an index can answer it exactly). */
  equalsAnyOf?: Primitive[];
  /** Set when the condition is a regex that is a plain substring (a trigram index can narrow it). */
  substring?: { text: string; caseInsensitive: boolean };
}

const unsure: ValueTest = () => UNSURE;

function isPrimitive(value: unknown): value is Primitive {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value) || value instanceof RegExp) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

function allOf<T>(tests: ((input: T) => Verdict)[]): (input: T) => Verdict {
  if (tests.length === 1) return tests[0];
  if (tests.length === 2) {
    const [first, second] = tests;
    return (input) => {
      const a = first(input);
      if (a === NO) return NO;
      const b = second(input);
      return b === NO ? NO : a === UNSURE || b === UNSURE ? UNSURE : YES;
    };
  }
  return (input) => {
    let verdict: Verdict = YES;
    for (let i = 0; i < tests.length; i++) {
      const result = tests[i](input);
      if (result === NO) return NO;
      if (result === UNSURE) verdict = UNSURE;
    }
    return verdict;
  };
}

function anyOf<T>(tests: ((input: T) => Verdict)[]): (input: T) => Verdict {
  if (tests.length === 0) return () => UNSURE;
  return (input) => {
    let verdict: Verdict = NO;
    for (const test of tests) {
      const result = test(input);
      if (result === YES) return YES;
      if (result === UNSURE) verdict = UNSURE;
    }
    return verdict;
  };
}

function not<T>(test: (input: T) => Verdict): (input: T) => Verdict {
  return (input) => {
    const result = test(input);
    return result === UNSURE ? UNSURE : result === YES ? NO : YES;
  };
}

/** Builds the RegExp mingo would build, without the stateful g/y flags. */
export function toRegExp(pattern: unknown, options: unknown): RegExp | null {
  if (typeof pattern !== 'string' && !(pattern instanceof RegExp)) return null;
  const regex = new RegExp(pattern, typeof options === 'string' ? options : undefined);
  return /[gy]/.test(regex.flags) ? new RegExp(regex.source, regex.flags.replace(/[gy]/g, '')) : regex;
}

function equals(operand: unknown): ValueTest {
  if (operand === null || operand === undefined) return (value) => (value === null || value === undefined ? YES : NO);
  if (isPrimitive(operand)) return (value) => (value === operand ? YES : NO);
  // Objects and arrays compare structurally in mingo; leave those to it.
  return (value) => (typeof value === 'object' && value !== null ? UNSURE : NO);
}

function matchesRegex(regex: RegExp): ValueTest {
  const substring = regexSubstring(regex);
  if (substring && !substring.caseInsensitive) {
    const { text } = substring;
    return (value) => (typeof value === 'string' && value.includes(text) ? YES : NO);
  }
  return (value) => (typeof value === 'string' ? (regex.test(value) ? YES : NO) : NO);
}

function inList(operand: unknown): ValueTest {
  if (!Array.isArray(operand)) return unsure;
  return anyOf(operand.map((item) => (item instanceof RegExp ? matchesRegex(toRegExp(item, undefined)!) : equals(item))));
}

function range(operator: string, operand: unknown): ValueTest {
  if (typeof operand !== 'number' && typeof operand !== 'string') return unsure;
  const kind = typeof operand;
  const holds: Record<string, (value: string | number) => boolean> = {
    $gt: (value) => value > operand,
    $gte: (value) => value >= operand,
    $lt: (value) => value < operand,
    $lte: (value) => value <= operand,
  };
  const test = holds[operator];
  return (value) => (typeof value === kind && test(value as string | number) ? YES : NO);
}

function compileValueTest(condition: unknown): ValueTest {
  if (condition instanceof RegExp) return matchesRegex(toRegExp(condition, undefined)!);
  if (!isOperatorObject(condition)) return equals(condition);
  const tests: ValueTest[] = [];
  for (const [operator, operand] of Object.entries(condition)) {
    switch (operator) {
      case '$eq':
        tests.push(equals(operand));
        break;
      case '$ne':
        tests.push(not(equals(operand)));
        break;
      case '$in':
        tests.push(inList(operand));
        break;
      case '$nin':
        tests.push(not(inList(operand)));
        break;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        tests.push(range(operator, operand));
        break;
      case '$exists':
        tests.push((value) => ((value !== undefined) === Boolean(operand) ? YES : NO));
        break;
      case '$regex': {
        const regex = toRegExp(operand, condition.$options);
        tests.push(regex ? matchesRegex(regex) : unsure);
        break;
      }
      case '$options':
        if (!('$regex' in condition)) tests.push(unsure);
        break;
      case '$not':
        tests.push(operand instanceof RegExp || isOperatorObject(operand) ? not(compileValueTest(operand)) : unsure);
        break;
      default:
        tests.push(unsure);
    }
  }
  return allOf(tests);
}

function compileField(path: string, condition: unknown): Matcher {
  const segments = path.split('.');
  const test = compileValueTest(condition);
  if (segments.length === 1 && !(path in Object.prototype)) {
    // The hot case: a top-level field, read directly (documents are plain JSON objects).
    return (doc) => {
      const value = (doc as Record<string, unknown>)[path];
      return Array.isArray(value) ? UNSURE : test(value);
    };
  }
  return (doc) => {
    const value = resolveScalar(doc, segments);
    return value === CROSSES_ARRAY ? UNSURE : test(value);
  };
}

/** Compiles a filter; `null` means it matches every document. */
export function compileFilter(filter: Filter): Matcher | null {
  const matchers: Matcher[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    const clauses = Array.isArray(condition) ? (condition as Filter[]) : null;
    switch (key) {
      case '$and':
        matchers.push(clauses ? allOf(clauses.map((clause) => compileFilter(clause) ?? (() => YES))) : () => UNSURE);
        break;
      case '$or':
        matchers.push(clauses ? anyOf(clauses.map((clause) => compileFilter(clause) ?? (() => YES))) : () => UNSURE);
        break;
      case '$nor':
        matchers.push(clauses ? not(anyOf(clauses.map((clause) => compileFilter(clause) ?? (() => YES)))) : () => UNSURE);
        break;
      default:
        matchers.push(key.startsWith('$') ? () => UNSURE : compileField(key, condition));
    }
  }
  return matchers.length === 0 ? null : allOf(matchers);
}

/**
 * The literal text a regex matches as a substring, when it is one: no metacharacters, only
 * escapes of punctuation (`\.`, `\+`), and no flags beyond i, m, s.
 */
export function regexSubstring(regex: RegExp): { text: string; caseInsensitive: boolean } | null {
  if (/[^ims]/.test(regex.flags)) return null;
  let text = '';
  const source = regex.source;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === '\\') {
      const escaped = source[i + 1];
      if (escaped === undefined || /[A-Za-z0-9]/.test(escaped)) return null;
      text += escaped;
      i++;
    } else if ('.^$*+?()[]{}|'.includes(char)) {
      return null;
    } else {
      text += char;
    }
  }
  return { text, caseInsensitive: regex.flags.includes('i') };
}

function describeField(path: string, condition: unknown): Condition {
  const filter = { [path]: condition };
  if (isPrimitive(condition)) return { filter, path, equalsAnyOf: [condition] };
  if (condition instanceof RegExp) {
    const substring = regexSubstring(toRegExp(condition, undefined)!);
    return substring ? { filter, path, substring } : { filter, path };
  }
  if (!isOperatorObject(condition)) return { filter, path };
  const keys = Object.keys(condition);
  if (keys.length === 1 && keys[0] === '$eq' && isPrimitive(condition.$eq)) {
    return { filter, path, equalsAnyOf: [condition.$eq] };
  }
  if (keys.length === 1 && keys[0] === '$in' && Array.isArray(condition.$in) && condition.$in.every(isPrimitive)) {
    return { filter, path, equalsAnyOf: condition.$in };
  }
  if (keys.every((key) => key === '$regex' || key === '$options') && keys.includes('$regex')) {
    const regex = toRegExp(condition.$regex, condition.$options);
    const substring = regex && regexSubstring(regex);
    return substring ? { filter, path, substring } : { filter, path };
  }
  return { filter, path };
}

/**
 * The top-level conditions of a filter (top-level $and flattened, operator objects split per
 * operator), each a filter of its own: the filter matches exactly when all of them match.
 */
export function splitFilter(filter: Filter): Condition[] {
  const conditions: Condition[] = [];
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const clause of condition as Filter[]) conditions.push(...splitFilter(clause));
    } else if (key.startsWith('$')) {
      conditions.push({ filter: { [key]: condition }, path: null });
    } else if (isOperatorObject(condition) && Object.keys(condition).length > 1) {
      const { $regex, $options, ...others } = condition;
      if ($regex !== undefined) conditions.push(describeField(key, $options === undefined ? { $regex } : { $regex, $options }));
      else if ($options !== undefined) conditions.push({ filter: { [key]: { $options } }, path: key });
      for (const [operator, operand] of Object.entries(others)) conditions.push(describeField(key, { [operator]: operand }));
    } else {
      conditions.push(describeField(key, condition));
    }
  }
  return conditions;
}

/** The document an upsert starts from: the filter's equality conditions, as MongoDB does. */
export function upsertSeed(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  const visit = (clause: Filter): void => {
    for (const [key, condition] of Object.entries(clause)) {
      if (key === '$and' && Array.isArray(condition)) {
        for (const inner of condition as Filter[]) visit(inner);
      } else if (!key.startsWith('$')) {
        if (condition instanceof RegExp) continue;
        if (!isOperatorObject(condition)) setPath(seed, key, structuredClone(condition));
        else if ('$eq' in condition) setPath(seed, key, structuredClone(condition.$eq));
      }
    }
  };
  visit(filter);
  return seed;
}
