/** How long a follower waits before trying again after a failure. */
export interface BackoffOptions {
  /** The first wait's ceiling. */
  initialMs: number;
  /** No wait is longer than this, however many failures in a row. */
  maxMs: number;
}

/**
 * Short first (a Mongo step-down is over in seconds), capped so a store back after a long outage
 * is noticed within seconds too, while one retry per cap costs next to nothing.
 */
export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 250, maxMs: 10_000 };

/**
 * The wait before retry number `attempt` (1 for the first): the ceiling doubles from `initialMs`
 * up to `maxMs`, and the wait is drawn from its upper half, so instances that failed together do
 * not all come back at the same moment, yet every wait still grows.
 */
export function backoffDelay(attempt: number, options: BackoffOptions, random: () => number = Math.random): number {
  const ceiling = Math.min(options.maxMs, options.initialMs * 2 ** Math.min(Math.max(attempt, 1) - 1, 30));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
