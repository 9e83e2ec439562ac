import type { Decider } from '../../../platform/commands/decider.type';
import type { UserSessionRenewed } from './user.events';

/**
 * A session that had run out (its idle or absolute end passed) was swept from the read side, on
 * `session-<sessionId>`. The session ended when it ran out; this records the sweep, so a rebuild
 * of the read models drops it too.
 */
export type UserSessionExpired = { type: 'UserSessionExpired'; data: { userId: string; sessionId: string } };

export type SessionEvent = UserSessionRenewed | UserSessionExpired;

/**
 * A session's own stream, `session-<sessionId>`: the renewals of its idle end, the one thing
 * about a session that happens every few minutes of activity, and its sweep once it has run out.
 * Its start and its end are on the user's stream (see user.decider.ts), so they are decided with
 * the account.
 */
export type SessionCommand =
  | { type: 'RenewSession'; userId: string; sessionId: string; idleExpiresAt: string }
  /** The ends as the read side knows them; a renewal it has not seen yet is on this stream. */
  | { type: 'ExpireSession'; userId: string; sessionId: string; expiresAt: string; idleExpiresAt: string };

export interface SessionState {
  /** The idle end the last renewal set, or null before the first. */
  idleExpiresAt: string | null;
  expired: boolean;
}

export const sessionDecider: Decider<SessionState, SessionCommand, SessionEvent> = {
  initialState: () => ({ idleExpiresAt: null, expired: false }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserSessionRenewed':
        return { ...state, idleExpiresAt: event.data.idleExpiresAt };
      case 'UserSessionExpired':
        return { ...state, expired: true };
      default: {
        const _unknown: never = event;
        return state;
      }
    }
  },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'RenewSession': {
        // Renewals only move the idle end forward: a late or repeated one records nothing, nor one after the sweep.
        if (state.expired || (state.idleExpiresAt !== null && command.idleExpiresAt <= state.idleExpiresAt)) return [];
        const { userId, sessionId, idleExpiresAt } = command;
        return [{ type: 'UserSessionRenewed', data: { userId, sessionId, idleExpiresAt } }];
      }
      case 'ExpireSession': {
        if (state.expired) return [];
        const idleEnd = state.idleExpiresAt !== null && state.idleExpiresAt > command.idleExpiresAt ? state.idleExpiresAt : command.idleExpiresAt;
        // Still alive: renewed meanwhile, or not yet run out.
        if (command.expiresAt > now && idleEnd > now) return [];
        return [{ type: 'UserSessionExpired', data: { userId: command.userId, sessionId: command.sessionId } }];
      }
      default: {
        const _unknown: never = command;
        return [];
      }
    }
  },
};
