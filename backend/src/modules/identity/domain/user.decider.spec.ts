import { deciderSpec } from '../../../testing/decider-spec.util';
import { userDecider } from './user.decider';
import type { UserEvent } from './user.events';

const userId = 'u-1';
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'a@b.org', displayName: 'A', passwordHash: 'h', roles: ['member'], memberId: null },
};
const A = '203.0.113.9';
const B = '2001:db8:1:2::/64';
const failedAt = (at: string, source = A): UserEvent => ({ type: 'UserSignInFailed', data: { userId, at, ip: source, source } });
const spec = deciderSpec(userDecider);
const start = {
  type: 'StartSession' as const,
  userId,
  sessionId: 's-1',
  expiresAt: '2026-11-23T10:00:00.000Z',
  idleExpiresAt: '2026-11-22T11:00:00.000Z',
  ip: '10.0.0.1',
  source: '10.0.0.1',
  userAgent: 'test',
  passwordHash: 'h',
};
const startedData = (at: string, source = start.source) => ({
  userId,
  sessionId: 's-1',
  at,
  expiresAt: start.expiresAt,
  idleExpiresAt: start.idleExpiresAt,
  ip: start.ip,
  source,
  userAgent: start.userAgent,
});
const fail = (source = A) => ({ type: 'RecordFailedSignIn' as const, userId, ip: source, source });
const four = (source = A, minutes = ['09:50', '09:52', '09:55', '09:58']) => minutes.map((t) => failedAt(`2026-11-22T${t}:00.000Z`, source));
const at10 = { now: '2026-11-22T10:00:00.000Z' };
const lockedOut = (source: string | null, failedAttempts = 5, until = '2026-11-22T10:15:00.000Z'): UserEvent => ({
  type: 'UserLockedOut',
  data: { userId, until, failedAttempts, source },
});
const link = { tokenHash: 'unlock-hash', expiresAt: '2026-11-22T11:00:00.000Z' };

describe('user decider: lockout per source', () => {
  it('records a failed sign-in with the source it is counted against', () => {
    spec
      .given([registered])
      .when(fail(), at10)
      .then([failedAt('2026-11-22T10:00:00.000Z')]);
  });

  it('locks the source out for fifteen minutes on its fifth failure within fifteen minutes', () => {
    spec
      .given([registered, ...four()])
      .when(fail(), at10)
      .then([failedAt('2026-11-22T10:00:00.000Z'), lockedOut(A)]);
  });

  it('tells the holder of a lockout with the link the command brought, once it locks', () => {
    spec
      .given([registered, ...four()])
      .when({ ...fail(), unlockLink: link }, at10)
      .then([
        failedAt('2026-11-22T10:00:00.000Z'),
        lockedOut(A),
        { type: 'UserUnlockLinkIssued', data: { userId, ...link, source: A, lockedUntil: '2026-11-22T10:15:00.000Z', failedAttempts: 5 } },
      ]);
    spec
      .given([registered])
      .when({ ...fail(), unlockLink: link }, at10)
      .then([failedAt('2026-11-22T10:00:00.000Z')]);
  });

  it('does not lock when the earlier failures are older than fifteen minutes, or came from other sources', () => {
    spec
      .given([registered, ...four(A, ['09:00', '09:10', '09:20', '09:30'])])
      .when(fail(), at10)
      .then([failedAt('2026-11-22T10:00:00.000Z')]);
    spec
      .given([registered, ...four(B)])
      .when(fail(), at10)
      .then([failedAt('2026-11-22T10:00:00.000Z')]);
  });

  it('refuses a session from the locked source, even with the right password, and lets its holder in from another', () => {
    const locked = [registered, ...four(), failedAt('2026-11-22T10:00:00.000Z'), lockedOut(A)];
    spec
      .given(locked)
      .when({ ...start, ip: A, source: A }, { now: '2026-11-22T10:14:59.000Z' })
      .thenThrows('ACCOUNT_LOCKED');
    expect(() =>
      userDecider.decide({ ...start, ip: A, source: A }, locked.reduce(userDecider.evolve, userDecider.initialState()), {
        now: '2026-11-22T10:05:00.000Z',
        actorId: null,
      }),
    ).toThrow(expect.objectContaining({ details: { lockedUntil: '2026-11-22T10:15:00.000Z' } }));
    spec
      .given(locked)
      .when(start, { now: '2026-11-22T10:05:00.000Z' })
      .then([{ type: 'UserSignedIn', data: startedData('2026-11-22T10:05:00.000Z') }]);
    spec
      .given(locked)
      .when({ ...start, ip: A, source: A }, { now: '2026-11-22T10:15:00.000Z' })
      .then([{ type: 'UserSignedIn', data: { ...startedData('2026-11-22T10:15:00.000Z', A), ip: A } }]);
  });

  it('does not count failures from a source while it is locked: a stranger cannot lock the account for everyone', () => {
    const lockedA = [registered, ...four(), failedAt('2026-11-22T10:00:00.000Z'), lockedOut(A)];
    const hammering = Array.from({ length: 30 }, (_, i) => failedAt(`2026-11-22T10:01:${String(i).padStart(2, '0')}.000Z`));
    spec
      .given([...lockedA, ...hammering])
      .when(fail(), { now: '2026-11-22T10:02:00.000Z' })
      .then([failedAt('2026-11-22T10:02:00.000Z')]);
    spec
      .given([...lockedA, ...hammering])
      .when(start, { now: '2026-11-22T10:02:00.000Z' })
      .then([{ type: 'UserSignedIn', data: startedData('2026-11-22T10:02:00.000Z') }]);
  });

  it('locks the account for every source on the twentieth failure from all sources within fifteen minutes', () => {
    const sources = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5'];
    // Four from each of five sources: nineteen counted so far, none of them locked.
    const spread = sources.flatMap((source, s) => ['09:50', '09:52', '09:55', '09:58'].map((t) => failedAt(`2026-11-22T${t}:0${s}.000Z`, source))).slice(0, 19);
    spec
      .given([registered, ...spread])
      .when(fail('198.51.100.9'), at10)
      .then([failedAt('2026-11-22T10:00:00.000Z', '198.51.100.9'), lockedOut(null, 20)]);
    spec
      .given([registered, ...spread, failedAt('2026-11-22T10:00:00.000Z', '198.51.100.9'), lockedOut(null, 20)])
      .when(start, { now: '2026-11-22T10:05:00.000Z' })
      .thenThrows('ACCOUNT_LOCKED');
  });

  it('reads older events without a source as they were meant: a failure from its address, a lock of the whole account', () => {
    const legacy: UserEvent[] = [
      registered,
      ...['09:50', '09:52', '09:55', '09:58', '10:00'].map(
        (t) => ({ type: 'UserSignInFailed', data: { userId, at: `2026-11-22T${t}:00.000Z`, ip: A } }) as UserEvent,
      ),
      { type: 'UserLockedOut', data: { userId, until: '2026-11-22T10:15:00.000Z', failedAttempts: 5 } },
    ];
    spec.given(legacy).when(start, { now: '2026-11-22T10:05:00.000Z' }).thenThrows('ACCOUNT_LOCKED');
  });

  it('lets an admin unlock every lock, and a success forgives its own source’s failures, not another’s', () => {
    spec
      .given([registered, lockedOut(A), lockedOut(null, 20)])
      .when({ type: 'Unlock', userId }, { now: '2026-11-22T10:01:00.000Z', actorId: 'admin-1' })
      .then([{ type: 'UserUnlocked', data: { userId, by: 'admin-1' } }]);
    spec.given([registered]).when({ type: 'Unlock', userId }).thenNothing();
    const unlocked = [registered, lockedOut(A), lockedOut(null, 20), { type: 'UserUnlocked', data: { userId, by: 'admin-1' } } as UserEvent];
    spec
      .given(unlocked)
      .when({ ...start, ip: A, source: A }, { now: '2026-11-22T10:02:00.000Z' })
      .then([{ type: 'UserSignedIn', data: { ...startedData('2026-11-22T10:02:00.000Z', A), ip: A } }]);
    const afterSuccess = [
      registered,
      ...four(A, ['09:59', '09:59']),
      ...four(start.source, ['09:59', '09:59']),
      { type: 'UserSignedIn', data: startedData('2026-11-22T10:00:00.000Z') } as UserEvent,
    ];
    const state = afterSuccess.reduce((s, e) => userDecider.evolve(s, e), userDecider.initialState());
    expect(state.lockout.failures).toEqual([
      { at: '2026-11-22T09:59:00.000Z', source: A },
      { at: '2026-11-22T09:59:00.000Z', source: A },
    ]);
  });

  it('lets the holder unlock with the emailed link: once, before it expires, and only the newest link', () => {
    const issued = (tokenHash: string): UserEvent => ({
      type: 'UserUnlockLinkIssued',
      data: { userId, tokenHash, expiresAt: '2026-11-22T11:00:00.000Z', source: A, lockedUntil: '2026-11-22T10:15:00.000Z', failedAttempts: 5 },
    });
    const locked = [registered, lockedOut(A), issued('old'), lockedOut(null, 20), issued('new')];
    const ctx = { now: '2026-11-22T10:05:00.000Z', actorId: userId };
    const viaLink: UserEvent = { type: 'UserUnlocked', data: { userId, by: userId, via: 'email-link' } };
    spec.given(locked).when({ type: 'UnlockWithLink', userId, tokenHash: 'new' }, ctx).then([viaLink]);
    spec.given(locked).when({ type: 'UnlockWithLink', userId, tokenHash: 'old' }, ctx).thenThrows('INVALID_TOKEN');
    spec
      .given([...locked, viaLink])
      .when({ type: 'UnlockWithLink', userId, tokenHash: 'new' }, ctx)
      .thenThrows('INVALID_TOKEN');
    spec
      .given(locked)
      .when({ type: 'UnlockWithLink', userId, tokenHash: 'new' }, { ...ctx, now: '2026-11-22T11:00:00.000Z' })
      .thenThrows('INVALID_TOKEN');
    spec
      .given([...locked, viaLink])
      .when({ ...start, ip: A, source: A }, ctx)
      .then([{ type: 'UserSignedIn', data: { ...startedData(ctx.now, A), ip: A } }]);
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
          data: startedData(now.now),
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
