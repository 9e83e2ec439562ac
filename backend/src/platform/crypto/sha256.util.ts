import { createHash } from 'node:crypto';

/**
 * The SHA-256 of a text (UTF-8) as lowercase hex. A pure function the platform provides, so a
 * domain that hashes (the security log's chain) needs no Node module of its own.
 */
export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
