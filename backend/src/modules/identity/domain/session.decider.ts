import type { Decider } from '../../../platform/commands/decider.type';
import type { UserSessionRenewed } from './user.events';

/**
 * A session's own stream, `session-<sessionId>`: the renewals of its idle end, the one thing
 * about a session that happens every few minutes of activity. Its start and its end are on the
 * user's stream (see user.decider.ts), so they are decided with the account.
 */
export type SessionCommand = { type: 'RenewSession'; userId: string; sessionId: string; idleExpiresAt: string };

export interface SessionState {
  /** The idle end the last renewal set, or null before the first. */
  idleExpiresAt: string | null;
}

export const sessionDecider: Decider<SessionState, SessionCommand, UserSessionRenewed> = {
  initialState: () => ({ idleExpiresAt: null }),
  evolve: (state, event) => (event.type === 'UserSessionRenewed' ? { idleExpiresAt: event.data.idleExpiresAt } : state),
  decide(command, state) {
    // Renewals only move the idle end forward: a late or repeated one records nothing.
    if (state.idleExpiresAt !== null && command.idleExpiresAt <= state.idleExpiresAt) return [];
    const { userId, sessionId, idleExpiresAt } = command;
    return [{ type: 'UserSessionRenewed', data: { userId, sessionId, idleExpiresAt } }];
  },
};
