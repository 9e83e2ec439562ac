import { recorded } from '../../../testing/decider-spec.util';
import type { UserEvent } from '../domain/user.events';
import { usersProjection as projection, type UserDocument } from './users.projection';

const userId = '7d1c2b3a-0000-4000-8000-000000000009';
const stream = `user-${userId}`;
const registered = recorded<UserEvent>({ type: 'UserRegistered', data: { userId, email: 'ruth@example.org', displayName: 'Ruth', passwordHash: 'h', roles: ['member'], memberId: null } }, stream, 0);
const failed1 = recorded<UserEvent>({ type: 'UserSignInFailed', data: { userId, at: '2026-11-22T10:00:00.000Z', ip: '1' } }, stream, 1);
const failed2 = recorded<UserEvent>({ type: 'UserSignInFailed', data: { userId, at: '2026-11-22T10:01:00.000Z', ip: '1' } }, stream, 2);
const locked = recorded<UserEvent>({ type: 'UserLockedOut', data: { userId, until: '2026-11-22T10:16:00.000Z', failedAttempts: 5 } }, stream, 3);
const unlocked = recorded<UserEvent>({ type: 'UserUnlocked', data: { userId, by: 'admin' } }, stream, 4);

const run = (events: (typeof registered)[]) => events.reduce<UserDocument | null>((doc, e) => projection.apply(doc, e), null);

describe('users projection', () => {
  it('counts failed sign-ins and records the lock, and an unlock clears both', () => {
    expect(run([registered, failed1, failed2, locked])).toMatchObject({ failedLoginAttempts: 2, lockedUntil: '2026-11-22T10:16:00.000Z', revision: 3 });
    expect(run([registered, failed1, failed2, locked, unlocked])).toMatchObject({ failedLoginAttempts: 0, lockedUntil: null });
  });

  it('given the same failure twice, counts it once', () => {
    expect(run([registered, failed1, failed1, failed2, failed2])).toEqual(run([registered, failed1, failed2]));
  });

  it('started mid-stream, ignores events for an account it never saw registered', () => {
    expect(run([failed1, locked])).toBeNull();
  });
});
