import type { Decider } from '../../../platform/commands/decider.type';

/**
 * A failed sign-in that belongs to no usable account (an email nobody has, or a deactivated
 * account). Each attempt is its own short stream: nothing ever loads them back, they exist so
 * the security log sees every failure, not only those against real accounts.
 */
export type SignInAttemptFailed = {
  type: 'SignInAttemptFailed';
  data: { email: string; userId: string | null; reason: 'unknown-account' | 'inactive-account'; ip: string; userAgent: string; at: string };
};

export type RecordUnmatchedSignIn = { type: 'RecordUnmatchedSignIn'; email: string; userId: string | null; ip: string; userAgent: string };

/** `attemptId`: a fresh UUID (made outside the domain). */
export const signInAttemptStream = (attemptId: string) => `signinattempt-${attemptId}`;

export const signInAttemptDecider: Decider<{ recorded: boolean }, RecordUnmatchedSignIn, SignInAttemptFailed> = {
  initialState: () => ({ recorded: false }),
  evolve: (state, event) => (event.type === 'SignInAttemptFailed' ? { recorded: true } : state),
  decide(command, state, context) {
    if (state.recorded) return [];
    const { email, userId, ip, userAgent } = command;
    return [
      {
        type: 'SignInAttemptFailed',
        data: { email, userId, reason: userId === null ? 'unknown-account' : 'inactive-account', ip, userAgent, at: context.now },
      },
    ];
  },
};
