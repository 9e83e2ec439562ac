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
  passwordHash: 'h',
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
          data: {
            userId,
            sessionId: 's-1',
            at: '2026-11-22T10:15:00.000Z',
            expiresAt: start.expiresAt,
            idleExpiresAt: start.idleExpiresAt,
            ip: start.ip,
            userAgent: start.userAgent,
          },
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

  it('refuses a session checked against a password that has changed since', () => {
    const changed: UserEvent = { type: 'UserPasswordChanged', data: { userId, passwordHash: 'h2' } };
    spec.given([registered, changed]).when(start, now).thenThrows('INVALID_CREDENTIALS');
    spec
      .given([registered, changed])
      .when({ ...start, passwordHash: 'h2' }, now)
      .then([
        {
          type: 'UserSignedIn',
          data: { userId, sessionId: 's-1', at: now.now, expiresAt: start.expiresAt, idleExpiresAt: start.idleExpiresAt, ip: '10.0.0.1', userAgent: 'test' },
        },
      ]);
  });

  it('ends a session started a moment before: every sign-in on the stream is in the list an end-all reads', () => {
    const justStarted: UserEvent = {
      type: 'UserSignedIn',
      data: { userId, sessionId: 'new', at: '2026-11-22T11:59:59.000Z', expiresAt: '2026-11-22T23:59:59.000Z', ip: '', userAgent: '' },
    };
    spec
      .given([registered, signedIn('a'), justStarted])
      .when({ type: 'EndSessions', userId, sessionIds: 'all', reason: 'revoked' }, { ...now, actorId: 'admin-1' })
      .then(['a', 'new'].map((sessionId) => ({ type: 'UserSignedOut', data: { userId, sessionId, reason: 'revoked', by: 'admin-1' } })));
  });

  it('forgets, at the next sign-in, sessions that had run out by then', () => {
    const later: UserEvent = {
      type: 'UserSignedIn',
      data: { userId, sessionId: 'later', at: '2026-11-22T22:30:00.000Z', expiresAt: '2026-11-23T10:30:00.000Z', ip: '', userAgent: '' },
    };
    const state = [registered, signedIn('a'), signedIn('long', '2026-11-23T08:00:00.000Z'), later].reduce(userDecider.evolve, userDecider.initialState());
    expect(state.openSessions.map((s) => s.sessionId)).toEqual(['long', 'later']);
    // Older events without a start time forget nothing.
    const legacy = [registered, signedIn('a'), signedIn('b')].reduce(userDecider.evolve, userDecider.initialState());
    expect(legacy.openSessions.map((s) => s.sessionId)).toEqual(['a', 'b']);
  });

  it('decides the same from sessions recorded before renewals had their own streams', () => {
    const renewedOnUserStream: UserEvent = { type: 'UserSessionRenewed', data: { userId, sessionId: 'a', idleExpiresAt: '2026-11-22T13:00:00.000Z' } };
    spec
      .given([registered, signedIn('a'), renewedOnUserStream, signedIn('b')])
      .when({ type: 'EndSessions', userId, sessionIds: 'all', keep: 'b', reason: 'signed-out-elsewhere' }, now)
      .then([{ type: 'UserSignedOut', data: { userId, sessionId: 'a', reason: 'signed-out-elsewhere', by: userId } }]);
  });

  it('refuses to end the sessions of an account that does not exist', () => {
    spec.given([]).when({ type: 'EndSessions', userId, sessionIds: 'all', reason: 'revoked' }, now).thenThrows('NOT_FOUND');
  });
});

describe('user decider: state', () => {
  it('is plain JSON, as snapshots keep it', () => {
    const events: UserEvent[] = [
      registered,
      failedAt('2026-11-22T09:59:00.000Z'),
      { type: 'UserTwoFactorEnabled', data: { userId, secret: 'sealed', recoveryCodeHashes: ['r1'], totpStep: 3 } },
      {
        type: 'UserSignedIn',
        data: { userId, sessionId: 's', at: '2026-11-22T10:00:00.000Z', expiresAt: '2026-11-22T22:00:00.000Z', ip: '', userAgent: '', totpStep: 4 },
      },
      { type: 'UserPasswordResetRequested', data: { userId, tokenHash: 't', expiresAt: '2026-11-22T11:00:00.000Z' } },
    ];
    const state = events.reduce(userDecider.evolve, userDecider.initialState());
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    expect(userDecider.snapshot).toMatchObject({ name: 'user' });
  });
});
