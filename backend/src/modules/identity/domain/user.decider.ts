import type { UserRole } from '@koinonia/contracts';
import type { Decider } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import { LOCKOUT, type SessionEndReason, type UserEvent } from './user.events';

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; email: string; displayName: string; passwordHash: string; roles: UserRole[]; memberId: string | null }
  | { type: 'StartSession'; userId: string; sessionId: string; expiresAt: string; idleExpiresAt: string; ip: string; userAgent: string }
  | { type: 'RenewSession'; userId: string; sessionId: string; idleExpiresAt: string }
  | { type: 'EndSession'; userId: string; sessionId: string }
  /** End several sessions at once; `keep` survives (the one asking to sign out elsewhere). */
  | { type: 'EndSessions'; userId: string; sessionIds: 'all' | string[]; keep?: string; reason: SessionEndReason }
  | { type: 'RecordFailedSignIn'; userId: string; ip: string }
  | { type: 'Unlock'; userId: string };

export interface UserState {
  exists: boolean;
  openSessions: Array<{ sessionId: string; expiresAt: string }>;
  /** Times of failed sign-ins since the last success or unlock. */
  failures: string[];
  lockedUntil: string | null;
}

const ms = (iso: string) => new Date(iso).getTime();

export function isLocked(state: UserState, now: string): boolean {
  return state.lockedUntil !== null && ms(state.lockedUntil) > ms(now);
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ exists: false, openSessions: [], failures: [], lockedUntil: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { ...state, exists: true };
      case 'UserSignedIn':
        return { ...state, openSessions: [...state.openSessions, { sessionId: event.data.sessionId, expiresAt: event.data.expiresAt }], failures: [] };
      case 'UserSignedOut':
        return { ...state, openSessions: state.openSessions.filter((s) => s.sessionId !== event.data.sessionId) };
      case 'UserSignInFailed':
        return { ...state, failures: [...state.failures, event.data.at] };
      case 'UserLockedOut':
        return { ...state, lockedUntil: event.data.until, failures: [] };
      case 'UserUnlocked':
        return { ...state, lockedUntil: null, failures: [] };
      default:
        return state;
    }
  },
  decide(command, state, context) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.exists) throw new DomainError('CONCURRENCY_CONFLICT');
        const { type: _t, ...data } = command;
        return [{ type: 'UserRegistered', data }];
      }
      case 'StartSession': {
        if (!state.exists) throw new DomainError('INVALID_CREDENTIALS');
        if (isLocked(state, context.now)) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: state.lockedUntil });
        const { type: _t, ...data } = command;
        return [{ type: 'UserSignedIn', data }];
      }
      case 'RenewSession':
        if (!state.openSessions.some((s) => s.sessionId === command.sessionId && ms(s.expiresAt) > ms(context.now))) return [];
        return [{ type: 'UserSessionRenewed', data: { userId: command.userId, sessionId: command.sessionId, idleExpiresAt: command.idleExpiresAt } }];
      case 'EndSession':
        if (!state.openSessions.some((s) => s.sessionId === command.sessionId)) return [];
        return [{ type: 'UserSignedOut', data: { userId: command.userId, sessionId: command.sessionId, reason: 'signed-out', by: context.actorId } }];
      case 'EndSessions': {
        const wanted = command.sessionIds === 'all' ? null : new Set(command.sessionIds);
        // Sessions that ran out by themselves need no event: they are already unusable.
        return state.openSessions
          .filter((s) => s.sessionId !== command.keep && (wanted === null || wanted.has(s.sessionId)) && ms(s.expiresAt) > ms(context.now))
          .map((s) => ({ type: 'UserSignedOut' as const, data: { userId: command.userId, sessionId: s.sessionId, reason: command.reason, by: context.actorId } }));
      }
      case 'RecordFailedSignIn': {
        if (!state.exists) return [];
        const failed: UserEvent = { type: 'UserSignInFailed', data: { userId: command.userId, at: context.now, ip: command.ip } };
        if (isLocked(state, context.now)) return [failed];
        const recent = [...state.failures, context.now].filter((at) => ms(context.now) - ms(at) < LOCKOUT.windowMs);
        if (recent.length < LOCKOUT.attempts) return [failed];
        const until = new Date(ms(context.now) + LOCKOUT.durationMs).toISOString();
        return [failed, { type: 'UserLockedOut', data: { userId: command.userId, until, failedAttempts: recent.length } }];
      }
      case 'Unlock':
        if (!state.exists) throw new DomainError('NOT_FOUND');
        if (!isLocked(state, context.now) && state.failures.length === 0) return [];
        return [{ type: 'UserUnlocked', data: { userId: command.userId, by: context.actorId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown user command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
