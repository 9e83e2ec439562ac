import type { ByteRange } from './storage/media-storage.port';

/**
 * The one range a `Range` header asks of a file of `size` bytes (RFC 9110 §14): `bytes=start-end`,
 * `bytes=start-` or the last N bytes `bytes=-N`. Null: send the whole file (no header, another
 * unit, several ranges, or a header it cannot read); 'unsatisfiable': answer 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
