import { createHash, randomBytes } from 'node:crypto';

/** A fresh session token for the cookie; only its hash is ever stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
