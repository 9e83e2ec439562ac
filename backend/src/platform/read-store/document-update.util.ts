/**
 * MongoDB update operators for the embedded read store. The common shapes ($set, $unset, $inc,
 * $mul, $min, $max, $push/$addToSet with optional $each, $pull of a value, on paths through plain
 * objects) are applied here directly; anything else (positional paths, array indexes, $pull
 * conditions, $push modifiers, $rename, ...) goes to mingo's updater, which is about a hundred
 * times slower per call because it rebuilds its operator context every time.
 */
import { update as mingoUpdate } from 'mingo';
import type { Filter, Update } from './read-store.port';
import { cloneJson, compareValues, isPlainObject } from './document-values.util';

type Json = Record<string, unknown>;

const CREATING = new Set(['$set', '$inc', '$mul', '$min', '$max', '$push', '$addToSet']);
const NATIVE = new Set([...CREATING, '$unset', '$pull']);

function conflictError(path: string): Error {
  return new Error(`Updating the path '${path}' would create a conflict at '${path}'`);
}

/**
 * Applies `update` to `doc` in place. $setOnInsert applies only when `inserting` (mingo has no
 * $setOnInsert). The caller compares the document before and after to know whether it changed.
 */
export function applyUpdate(doc: Json, update: Update, filter: Filter, inserting: boolean): void {
  const { $setOnInsert, ...rest } = update as Record<string, Json>;
  const operators: Record<string, Json> = rest;
  if (inserting && $setOnInsert) {
    for (const path of Object.keys($setOnInsert)) if (rest.$set && path in rest.$set) throw conflictError(path);
    operators.$set = { ...rest.$set, ...$setOnInsert };
  }
  if (Object.keys(operators).length === 0) return;
  if (nativelyApplicable(doc, operators)) {
    for (const [operator, fields] of Object.entries(operators)) {
      for (const [path, operand] of Object.entries(fields)) applyOne(doc, operator, path.split('.'), operand);
    }
    return;
  }
  // The positional `$` needs the filter to know which array element matched.
  const positional = Object.values(operators).some((fields) => Object.keys(fields).some((path) => /\.\$(\.|$)/.test(path)));
  mingoUpdate(doc, structuredClone(operators), undefined, positional ? filter : undefined);
}

/** The parent object of a path's last segment, if every step is a plain object (or missing). */
function parentOf(doc: Json, segments: string[], create: boolean): Json | null | undefined {
  let current: Json = doc;
  for (const segment of segments.slice(0, -1)) {
    const next = Object.hasOwn(current, segment) ? current[segment] : undefined;
    if (next === undefined) {
      if (!create) return undefined;
      current = current[segment] = {};
    } else if (isPlainObject(next)) {
      current = next;
    } else {
      return null;
    }
  }
  return current;
}

function isModifierObject(value: unknown): value is Json {
  return isPlainObject(value) && Object.keys(value).some((key) => key.startsWith('$'));
}

function nativelyApplicable(doc: Json, operators: Record<string, Json>): boolean {
  const paths: string[] = [];
  for (const [operator, fields] of Object.entries(operators)) {
    if (!NATIVE.has(operator) || !isPlainObject(fields)) return false;
    for (const [path, operand] of Object.entries(fields)) {
      const segments = path.split('.');
      if (segments.some((segment) => segment === '' || segment.startsWith('$') || /^\d+$/.test(segment))) return false;
      paths.push(path);
      const parent = parentOf(doc, segments, false);
      if (parent === null) return false;
      const current = parent?.[segments[segments.length - 1]];
      switch (operator) {
        case '$inc':
        case '$mul':
          // MongoDB refuses these; mingo would not.
          if (typeof operand !== 'number') throw new Error(`Cannot ${operator.slice(1)} with non-numeric argument: ${path}`);
          if (current !== undefined && typeof current !== 'number') {
            throw new Error(`Cannot apply ${operator} to a value of non-numeric type: ${path}`);
          }
          break;
        case '$push':
        case '$addToSet':
          if (current !== undefined && !Array.isArray(current)) return false;
          if (isModifierObject(operand) && !(Object.keys(operand).length === 1 && Array.isArray(operand.$each))) return false;
          break;
        case '$pull':
          if (current !== undefined && !Array.isArray(current)) return false;
          if (operand !== null && typeof operand === 'object') return false;
          break;
        case '$set':
        case '$min':
        case '$max':
          if (isModifierObject(operand)) return false;
          break;
      }
    }
  }
  // Two operators on one path, or on a path and its parent, is an error that mingo reports.
  return paths.every((path, i) => paths.every((other, j) => i === j || (path !== other && !path.startsWith(`${other}.`))));
}

function copyOf(value: unknown): unknown {
  return value === undefined ? null : cloneJson(value);
}

function applyOne(doc: Json, operator: string, segments: string[], operand: unknown): void {
  const parent = parentOf(doc, segments, CREATING.has(operator));
  if (!parent) return;
  const field = segments[segments.length - 1];
  const present = Object.hasOwn(parent, field);
  const current = present ? parent[field] : undefined;
  switch (operator) {
    case '$set':
      parent[field] = copyOf(operand);
      break;
    case '$unset':
      delete parent[field];
      break;
    case '$inc':
      parent[field] = ((current as number | undefined) ?? 0) + (operand as number);
      break;
    case '$mul':
      parent[field] = ((current as number | undefined) ?? 0) * (operand as number);
      break;
    case '$min':
    case '$max': {
      const order = present ? compareValues(operand, current) : 0;
      if (!present || (operator === '$min' ? order < 0 : order > 0)) parent[field] = copyOf(operand);
      break;
    }
    case '$push':
    case '$addToSet': {
      const values = isModifierObject(operand) ? (operand.$each as unknown[]) : [operand];
      const list = (current as unknown[] | undefined) ?? [];
      const seen = new Set(list.map((item) => JSON.stringify(item)));
      for (const value of values) {
        const copy = copyOf(value);
        if (operator === '$addToSet') {
          const key = JSON.stringify(copy);
          if (seen.has(key)) continue;
          seen.add(key);
        }
        list.push(copy);
      }
      parent[field] = list;
      break;
    }
    case '$pull':
      if (Array.isArray(current)) parent[field] = current.filter((item) => item !== operand);
      break;
  }
}
