import { createHash, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The secret's hash, which is all that is kept: the secret is 256 random bits, so one SHA-256 suffices. */
export const hashFeedSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** The feed's token: whose feed it is (so its stream is read directly) and the secret. */
export const feedTokenOf = (userId: string, secret: string) => `${userId}_${secret}`;

/** The user and secret a token names; null when it is no token. */
export function parseFeedToken(token: string): { userId: string; secret: string } | null {
  const userId = token.slice(0, 36);
  const secret = token.slice(37);
  return UUID.test(userId) && token[36] === '_' && /^[A-Za-z0-9_-]{43}$/.test(secret) ? { userId, secret } : null;
}

/** Whether a secret matches the kept hash, compared in constant time. */
export function feedSecretMatches(secret: string, tokenHash: string | null): boolean {
  if (!tokenHash) return false;
  const given = Buffer.from(hashFeedSecret(secret), 'hex');
  const kept = Buffer.from(tokenHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
