/**
 * MongoDB find projections (inclusion or exclusion, dotted paths, through arrays of
 * subdocuments). Always returns a fresh copy, never a reference into the stored document
 * (which holds only JSON values, so `copyJson` copies it exactly).
 */
import { copyJson, isPlainObject } from './document-values.util';

type Tree = { [key: string]: Tree | true };

function toTree(paths: string[]): Tree {
  const tree: Tree = {};
  for (const path of paths) {
    const segments = path.split('.');
    let node: Tree | null = tree;
    for (const segment of segments.slice(0, -1)) {
      const child: Tree | true = (node[segment] ??= {});
      // A parent already projected whole covers its children.
      node = child === true ? null : child;
      if (!node) break;
    }
    if (node) node[segments[segments.length - 1]] = true;
  }
  return tree;
}

function include(value: Record<string, unknown>, tree: Tree): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, node] of Object.entries(tree)) {
    if (!Object.hasOwn(value, key)) continue;
    const field = value[key];
    if (node === true) out[key] = copyJson(field);
    else if (isPlainObject(field)) out[key] = include(field, node);
    else if (Array.isArray(field)) out[key] = includeInArray(field, node);
  }
  return out;
}

function includeInArray(items: unknown[], tree: Tree): unknown[] {
  const out: unknown[] = [];
  for (const item of items) {
    if (isPlainObject(item)) out.push(include(item, tree));
    else if (Array.isArray(item)) out.push(includeInArray(item, tree));
  }
  return out;
}

function exclude(value: Record<string, unknown>, tree: Tree): void {
  for (const [key, node] of Object.entries(tree)) {
    if (!Object.hasOwn(value, key)) continue;
    if (node === true) delete value[key];
    else excludeIn(value[key], node);
  }
}

function excludeIn(value: unknown, tree: Tree): void {
  if (isPlainObject(value)) exclude(value, tree);
  else if (Array.isArray(value)) for (const item of value) excludeIn(item, tree);
}

export function project<T>(doc: T, projection: Record<string, 0 | 1> | undefined): T {
  const entries = Object.entries(projection ?? {});
  if (entries.length === 0) return copyJson(doc);
  const fields = entries.filter(([path]) => path !== '_id');
  const included = fields.filter(([, flag]) => flag);
  if (included.length > 0 && included.length < fields.length) {
    throw new Error('Cannot mix inclusion and exclusion in a projection (except for _id)');
  }
  const source = doc as Record<string, unknown>;
  const keepId = projection?._id === undefined || Boolean(projection._id);
  if (included.length > 0 || (fields.length === 0 && keepId)) {
    const out = include(source, toTree(included.map(([path]) => path)));
    return (keepId && source._id !== undefined ? { _id: source._id, ...out } : out) as T;
  }
  const copy = copyJson(source);
  exclude(copy, toTree(entries.filter(([, flag]) => !flag).map(([path]) => path)));
  return copy as T;
}
