import { recorded } from '../../../testing/decider-spec.util';
import type { UserEvent } from '../domain/user.events';
import { usersProjection as projection, type UserDocument } from './users.projection';

const userId = '7d1c2b3a-0000-4000-8000-000000000009';
const stream = `user-${userId}`;
const registered = recorded<UserEvent>(
  { type: 'UserRegistered', data: { userId, email: 'ruth@example.org', displayName: 'Ruth', passwordHash: 'h', roles: ['member'], memberId: null } },
  stream,
  0,
);
const failed1 = recorded<UserEvent>({ type: 'UserSignInFailed', data: { userId, at: '2026-11-22T10:00:00.000Z', ip: '1' } }, stream, 1);
const failed2 = recorded<UserEvent>({ type: 'UserSignInFailed', data: { userId, at: '2026-11-22T10:01:00.000Z', ip: '1' } }, stream, 2);
const locked = recorded<UserEvent>({ type: 'UserLockedOut', data: { userId, until: '2026-11-22T10:16:00.000Z', failedAttempts: 5 } }, stream, 3);
const unlocked = recorded<UserEvent>({ type: 'UserUnlocked', data: { userId, by: 'admin' } }, stream, 4);

const run = (events: (typeof registered)[]) => events.reduce<UserDocument | null>((doc, e) => projection.project(doc, e), null);

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

describe('users projection: invitations, passwords, roles and status', () => {
  const id = '7d1c2b3a-0000-4000-8000-00000000000a';
  const s = `user-${id}`;
  const invited = recorded<UserEvent>(
    {
      type: 'UserInvited',
      data: {
        userId: id,
        email: 'lydia@example.org',
        displayName: 'Lydia',
        roles: ['staff'],
        memberId: null,
        tokenHash: 'th1',
        expiresAt: '2026-11-29T10:00:00.000Z',
        invitedBy: 'a',
      },
    },
    s,
    0,
  );
  const accepted = recorded<UserEvent>({ type: 'UserInvitationAccepted', data: { userId: id, passwordHash: 'argon' } }, s, 1);
  const replay = (events: ReturnType<typeof recorded>[]) => events.reduce<UserDocument | null>((doc, e) => projection.project(doc, e), null);

  it('lists an invitation without a password, then the active account once accepted', () => {
    expect(replay([invited])).toMatchObject({
      status: 'invited',
      active: false,
      passwordHash: '',
      inviteTokenHash: 'th1',
      invitationExpiresAt: '2026-11-29T10:00:00.000Z',
    });
    expect(replay([invited, accepted])).toMatchObject({
      status: 'active',
      active: true,
      passwordHash: 'argon',
      inviteTokenHash: null,
      invitationExpiresAt: null,
    });
  });

  it('forgets a cancelled invitation', () => {
    expect(replay([invited, recorded<UserEvent>({ type: 'UserInvitationCancelled', data: { userId: id, by: 'a' } }, s, 1)])).toBeNull();
  });

  it('follows roles, deactivation, two-step verification and a reset that lifts a lockout', () => {
    const events = [
      invited,
      accepted,
      recorded<UserEvent>({ type: 'UserRolesChanged', data: { userId: id, granted: ['admin'], revoked: ['staff'], by: 'a' } }, s, 2),
      recorded<UserEvent>({ type: 'UserTwoFactorEnabled', data: { userId: id, secret: 'x', recoveryCodeHashes: [], totpStep: 1 } }, s, 3),
      recorded<UserEvent>({ type: 'UserLockedOut', data: { userId: id, until: '2026-11-22T10:15:00.000Z', failedAttempts: 5 } }, s, 4),
      recorded<UserEvent>({ type: 'UserPasswordResetRequested', data: { userId: id, tokenHash: 'r1', expiresAt: '2026-11-22T11:00:00.000Z' } }, s, 5),
    ];
    expect(replay(events)).toMatchObject({ roles: ['admin'], twoFactorEnabled: true, lockedUntil: '2026-11-22T10:15:00.000Z', resetTokenHash: 'r1' });
    const reset = recorded<UserEvent>({ type: 'UserPasswordReset', data: { userId: id, passwordHash: 'argon2' } }, s, 6);
    expect(replay([...events, reset])).toMatchObject({ passwordHash: 'argon2', resetTokenHash: null, lockedUntil: null, failedLoginAttempts: 0 });
    const deactivated = recorded<UserEvent>({ type: 'UserDeactivated', data: { userId: id, by: 'a' } }, s, 7);
    expect(replay([...events, reset, deactivated])).toMatchObject({ status: 'deactivated', active: false });
    // Applied twice, an event changes nothing.
    expect(replay([...events, reset, reset, deactivated, deactivated])).toEqual(replay([...events, reset, deactivated]));
  });
});
