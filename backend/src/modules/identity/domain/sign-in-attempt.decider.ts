import type { Decider } from '../../../platform/commands/decider.type';

/**
 * Failed sign-ins that belong to no usable account (an email nobody has, or a deactivated
 * account), counted in memory and written as tallies: the first failure for an address from a
 * source at once, the rest of that window as one event when it ends — so the security log sees
 * every failure without an event per guess. Each tally is its own short stream; nothing loads
 * them back.
 *
 * `email` and `source` are null for the tally of failures past the cap on them (all sources, all
 * addresses together, counted but not told apart).
 */
export type SignInAttemptsFailed = {
  type: 'SignInAttemptsFailed';
  data: {
    email: string | null;
    userId: string | null;
    reason: 'unknown-account' | 'inactive-account';
    source: string | null;
    /** The last attempt's address and browser. */
    ip: string;
    userAgent: string;
    attempts: number;
    firstAt: string;
    lastAt: string;
  };
};

/** One event per failure, as written before tallies: still in older stores, still in the security log. */
export type SignInAttemptFailed = {
  type: 'SignInAttemptFailed';
  data: { email: string; userId: string | null; reason: 'unknown-account' | 'inactive-account'; ip: string; userAgent: string; at: string };
};

export type RecordUnmatchedSignIns = { type: 'RecordUnmatchedSignIns' } & SignInAttemptsFailed['data'];

/** `tallyId`: a fresh UUID (made outside the domain). */
export const signInAttemptStream = (tallyId: string) => `signinattempt-${tallyId}`;

export const signInAttemptDecider: Decider<{ recorded: boolean }, RecordUnmatchedSignIns, SignInAttemptsFailed> = {
  initialState: () => ({ recorded: false }),
  evolve: (state, event) => (event.type === 'SignInAttemptsFailed' ? { recorded: true } : state),
  decide(command, state) {
    if (state.recorded || command.attempts < 1) return [];
    const { type: _type, ...data } = command;
    return [{ type: 'SignInAttemptsFailed', data }];
  },
};
