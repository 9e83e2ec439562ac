/**
 * Reading and writing JSON in local storage, where anything may be found: values written by an
 * older version, edited by hand, or storage that is blocked. A value that does not parse or
 * does not pass `parse` gives the fallback; a write that fails is dropped (the value lasts for
 * this visit only).
 */
export type Parser<T> = (value: unknown) => T | undefined;

export function readStored<T>(key: string, parse: Parser<T>, fallback: T): T {
  try {
    const text = globalThis.localStorage?.getItem(key);
    if (text === null || text === undefined) return fallback;
    return parse(JSON.parse(text)) ?? fallback;
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the value lasts for this visit.
  }
}

/**
 * Personal lists (history, favourites, recent searches) are stored with the id of the user they
 * belong to, so the next person to sign in on a shared browser starts with their own.
 */
export function readOwned<T>(key: string, owner: string, parse: Parser<T>, fallback: T): T {
  return readStored(
    key,
    (value) => {
      if (typeof value !== 'object' || value === null || (value as { owner?: unknown }).owner !== owner) return undefined;
      return parse((value as { value?: unknown }).value);
    },
    fallback,
  );
}

export function writeOwned(key: string, owner: string, value: unknown): void {
  writeStored(key, { owner, value });
}

/** Parsers for the shapes we store. */
export const parsers = {
  boolean: ((value) => (typeof value === 'boolean' ? value : undefined)) as Parser<boolean>,
  /** An array of strings, duplicates and non-strings dropped, at most `max` kept. */
  strings:
    (max: number): Parser<string[]> =>
    (value) =>
      Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string'))].slice(0, max) : undefined,
  /** An array of items that each pass `item`; the rest are dropped, at most `max` kept. */
  list:
    <T>(item: Parser<T>, max: number): Parser<T[]> =>
    (value) =>
      Array.isArray(value)
        ? value
            .map(item)
            .filter((v): v is T => v !== undefined)
            .slice(0, max)
        : undefined,
};
