import type { UserRole } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import type { UserEvent } from './user.events';

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; email: string; displayName: string; passwordHash: string; roles: UserRole[]; memberId: string | null }
  | { type: 'StartSession'; userId: string; sessionId: string; expiresAt: string; ip: string; userAgent: string }
  | { type: 'EndSession'; userId: string; sessionId: string };

export interface UserState {
  exists: boolean;
  openSessions: string[];
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ exists: false, openSessions: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, exists: true };
      case 'UserSignedIn':
        return { ...state, openSessions: [...state.openSessions, event.data.sessionId] };
      case 'UserSignedOut':
        return { ...state, openSessions: state.openSessions.filter((s) => s !== event.data.sessionId) };
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser':
        if (state.exists) throw new DomainError('CONCURRENCY_CONFLICT');
      {
        const { type: _t, ...data } = command;
        return [{ type: 'UserRegistered', data }];
      }
      case 'StartSession': {
        if (!state.exists) throw new DomainError('INVALID_CREDENTIALS');
        const { type: _t, ...data } = command;
        return [{ type: 'UserSignedIn', data }];
      }
      case 'EndSession':
        if (!state.openSessions.includes(command.sessionId)) return [];
        return [{ type: 'UserSignedOut', data: { userId: command.userId, sessionId: command.sessionId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown user command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
