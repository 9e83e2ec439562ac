import { createHash, randomBytes } from 'node:crypto';

/** A token for an emailed link: 256 random bits; only its SHA-256 is ever stored. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
