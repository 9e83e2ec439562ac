/**
 * Failed sign-ins and the locks they lead to. A lock holds against the *source* that caused it —
 * a client address bucket: an IPv4 address, an IPv6 /64 — so a stranger guessing from one place
 * locks out that place, not the account's holder signing in from another; and a higher count over
 * every source together still locks the account for everyone. The same rules, pure, serve the user
 * decider (an account's stream) and the simulation that answers for addresses with no account,
 * which must give the same answers in the same order.
 */

export const LOCKOUT = {
  /** Failures from one source within the window that lock that source out. */
  perSource: 5,
  /** Failures from all sources together within the window that lock the account for everyone. */
  perAccount: 20,
  windowMs: 15 * 60 * 1000,
  /**
   * As long as the window: by the time a source's lock ends, the failures that caused it have
   * left the window, so it starts again from none (failures while locked are not counted).
   */
  durationMs: 15 * 60 * 1000,
} as const;

export interface LockoutState {
  /** Counted failures (not those made while a lock held against their source) within the window. */
  failures: Array<{ at: string; source: string }>;
  /** Locks against one source each, until they end. */
  sourceLocks: Array<{ source: string; until: string }>;
  /** The lock against every source, until it ends. */
  lockedUntil: string | null;
}

/** A lock a failure leads to: against `source`, or against every source when it is null. */
export interface Lock {
  source: string | null;
  until: string;
  failedAttempts: number;
}

const ms = (iso: string) => new Date(iso).getTime();

export const noLockout = (): LockoutState => ({ failures: [], sourceLocks: [], lockedUntil: null });

/**
 * When the lock that holds against `source` at `now` ends — the later of the account's and the
 * source's own — or null when none does. `source` null asks about the account-wide lock only.
 */
export function lockedUntilFor(state: LockoutState, source: string | null, now: string): string | null {
  const ends = [state.lockedUntil, ...state.sourceLocks.filter((lock) => lock.source === source).map((lock) => lock.until)].filter(
    (until): until is string => until !== null && ms(until) > ms(now),
  );
  return ends.reduce<string | null>((latest, until) => (latest === null || ms(until) > ms(latest) ? until : latest), null);
}

/** The state after one more failure from `source` at `at`: counted unless a lock holds against it already. */
export function withFailure(state: LockoutState, source: string, at: string): LockoutState {
  if (lockedUntilFor(state, source, at) !== null) return state;
  const since = ms(at) - LOCKOUT.windowMs;
  return {
    ...state,
    failures: [...state.failures.filter((failure) => ms(failure.at) > since), { at, source }],
    sourceLocks: state.sourceLocks.filter((lock) => ms(lock.until) > ms(at)),
  };
}

/** The lock the failure just counted (`withFailure`) leads to, or null: the account-wide one first. */
export function lockAfter(counted: LockoutState, source: string, now: string): Lock | null {
  if (lockedUntilFor(counted, source, now) !== null) return null;
  const since = ms(now) - LOCKOUT.windowMs;
  const recent = counted.failures.filter((failure) => ms(failure.at) > since);
  const until = new Date(ms(now) + LOCKOUT.durationMs).toISOString();
  if (recent.length >= LOCKOUT.perAccount) return { source: null, until, failedAttempts: recent.length };
  const fromSource = recent.filter((failure) => failure.source === source).length;
  return fromSource >= LOCKOUT.perSource ? { source, until, failedAttempts: fromSource } : null;
}

export function withLock(state: LockoutState, lock: Pick<Lock, 'source' | 'until'>): LockoutState {
  if (lock.source === null) return { ...state, lockedUntil: lock.until, failures: [] };
  return { ...state, sourceLocks: [...state.sourceLocks.filter((held) => held.source !== lock.source), { source: lock.source, until: lock.until }] };
}

/**
 * A success from `source` forgives that source's failures (the holder's own typos), not those of
 * other sources (a stranger's guesses go on counting). `null`: from an older event that does not
 * name its source, every failure, as before sources were kept.
 */
export function withSuccess(state: LockoutState, source: string | null): LockoutState {
  return { ...state, failures: source === null ? [] : state.failures.filter((failure) => failure.source !== source) };
}
