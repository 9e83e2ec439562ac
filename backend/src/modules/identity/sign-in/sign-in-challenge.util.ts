import { createHash } from 'node:crypto';

/** The second step of signing in must follow the first within this time. */
export const LOGIN_CHALLENGE_TTL_MS = 5 * 60 * 1000;
export const LOGIN_CHALLENGE_PURPOSE = 'login-challenge';

/** What the sealed challenge of the password step holds: the account, and the password it was passed with. */
export type LoginChallenge = {
  sub: string;
  pwv: string;
};

/** Ties a sign-in challenge to the password it was earned with: a password change voids it. */
export function passwordVersion(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('hex').slice(0, 16);
}
