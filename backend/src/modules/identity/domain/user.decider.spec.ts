import { deciderSpec } from '../../../testing/decider-spec.util';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';

const userId = 'u-1';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'a@b.org', displayName: 'A', passwordHash: 'h', roles: ['member'], memberId: null },
};
const failedAt = (at: string): UserEvent => ({ type: 'UserSignInFailed', data: { userId, at, ip: '10.0.0.1' } });
const spec = deciderSpec(userDecider);
const start = {
  type: 'StartSession' as const,
  userId,
  sessionId: 's-1',
  expiresAt: '2026-11-23T10:00:00.000Z',
  idleExpiresAt: '2026-11-22T11:00:00.000Z',
  ip: '10.0.0.1',
  userAgent: 'test',
};

describe('user decider: lockout', () => {
  it('records a failed sign-in', () => {
    spec
      .given([registered])
      .when({ type: 'RecordFailedSignIn', userId, ip: '10.0.0.1' }, { now: '2026-11-22T10:00:00.000Z' })
      .then([failedAt('2026-11-22T10:00:00.000Z')]);
  });

  it('locks the account for fifteen minutes on the fifth failure within fifteen minutes', () => {
    const earlier = ['09:50', '09:52', '09:55', '09:58'].map((t) => failedAt(`2026-11-22T${t}:00.000Z`));
    spec
      .given([registered, ...earlier])
      .when({ type: 'RecordFailedSignIn', userId, ip: '10.0.0.1' }, { now: '2026-11-22T10:00:00.000Z' })
      .then([failedAt('2026-11-22T10:00:00.000Z'), { type: 'UserLockedOut', data: { userId, until: '2026-11-22T10:15:00.000Z', failedAttempts: 5 } }]);
  });

  it('does not lock when the earlier failures are older than fifteen minutes', () => {
    const old = ['09:00', '09:10', '09:20', '09:30'].map((t) => failedAt(`2026-11-22T${t}:00.000Z`));
    spec
      .given([registered, ...old])
      .when({ type: 'RecordFailedSignIn', userId, ip: 'x' }, { now: '2026-11-22T10:00:00.000Z' })
      .then([{ type: 'UserSignInFailed', data: { userId, at: '2026-11-22T10:00:00.000Z', ip: 'x' } }]);
  });

  it('refuses a session while locked, even with the right password, and allows one after', () => {
    const locked: UserEvent = { type: 'UserLockedOut', data: { userId, until: '2026-11-22T10:15:00.000Z', failedAttempts: 5 } };
    spec.given([registered, locked]).when(start, { now: '2026-11-22T10:14:59.000Z' }).thenThrows('ACCOUNT_LOCKED');
    spec
      .given([registered, locked])
      .when(start, { now: '2026-11-22T10:15:00.000Z' })
      .then([
        {
          type: 'UserSignedIn',
          data: { userId, sessionId: 's-1', expiresAt: start.expiresAt, idleExpiresAt: start.idleExpiresAt, ip: start.ip, userAgent: start.userAgent },
        },
      ]);
  });

  it('lets an admin unlock, and a success clears the count of failures', () => {
    const locked: UserEvent = { type: 'UserLockedOut', data: { userId, until: '2026-11-22T10:15:00.000Z', failedAttempts: 5 } };
    spec
      .given([registered, locked])
      .when({ type: 'Unlock', userId }, { now: '2026-11-22T10:01:00.000Z', actorId: 'admin-1' })
      .then([{ type: 'UserUnlocked', data: { userId, by: 'admin-1' } }]);
    spec.given([registered]).when({ type: 'Unlock', userId }).thenNothing();
    const afterSuccess = [
      registered,
      failedAt('2026-11-22T09:59:00.000Z'),
      { type: 'UserSignedIn', data: { ...start, type: undefined } } as unknown as UserEvent,
    ];
    const state = afterSuccess.reduce((s, e) => userDecider.evolve(s, e), userDecider.initialState());
    expect(state.failures).toEqual([]);
  });
});

describe('user decider: sessions', () => {
  const signedIn = (sessionId: string, expiresAt = '2026-11-22T22:00:00.000Z'): UserEvent => ({
    type: 'UserSignedIn',
    data: { userId, sessionId, expiresAt, ip: '', userAgent: '' },
  });
  const now = { now: '2026-11-22T12:00:00.000Z', actorId: userId };

  it('signs out everywhere else, keeping the session that asked and skipping expired ones', () => {
    spec
      .given([registered, signedIn('a'), signedIn('b'), signedIn('old', '2026-11-22T08:00:00.000Z'), signedIn('c')])
      .when({ type: 'EndSessions', userId, sessionIds: 'all', keep: 'b', reason: 'signed-out-elsewhere' }, now)
      .then(['a', 'c'].map((sessionId) => ({ type: 'UserSignedOut', data: { userId, sessionId, reason: 'signed-out-elsewhere', by: userId } })));
  });

  it('revokes only the sessions named, and nothing already ended', () => {
    const ended: UserEvent = { type: 'UserSignedOut', data: { userId, sessionId: 'a' } };
    spec
      .given([registered, signedIn('a'), signedIn('b'), ended])
      .when({ type: 'EndSessions', userId, sessionIds: ['a', 'b', 'zzz'], reason: 'revoked' }, { ...now, actorId: 'admin-1' })
      .then([{ type: 'UserSignedOut', data: { userId, sessionId: 'b', reason: 'revoked', by: 'admin-1' } }]);
  });
});

describe('user decider: idle renewal', () => {
  const signedIn: UserEvent = { type: 'UserSignedIn', data: { userId, sessionId: 's', expiresAt: '2026-11-22T20:00:00.000Z', ip: '', userAgent: '' } };
  it('renews an open session and ignores an ended or expired one', () => {
    spec
      .given([registered, signedIn])
      .when({ type: 'RenewSession', userId, sessionId: 's', idleExpiresAt: '2026-11-22T13:00:00.000Z' }, { now: '2026-11-22T12:00:00.000Z' })
      .then([{ type: 'UserSessionRenewed', data: { userId, sessionId: 's', idleExpiresAt: '2026-11-22T13:00:00.000Z' } }]);
    spec
      .given([registered, signedIn])
      .when({ type: 'RenewSession', userId, sessionId: 's', idleExpiresAt: 'x' }, { now: '2026-11-22T21:00:00.000Z' })
      .thenNothing();
    spec
      .given([registered, signedIn, { type: 'UserSignedOut', data: { userId, sessionId: 's' } }])
      .when({ type: 'RenewSession', userId, sessionId: 's', idleExpiresAt: 'x' })
      .thenNothing();
  });
});
