import { deciderSpec } from '../../../testing/decider-spec.util';
import { freshlyAuthenticated, userDecider } from './user.decider';
import type { UserEvent } from './user.events';

const userId = 'u-1';
const spec = deciderSpec(userDecider);
const now = '2026-11-22T10:00:00.000Z';
const ctx = { now, actorId: 'admin-1' };
const registered: UserEvent = {
  type: 'UserRegistered',
  data: { userId, email: 'a@b.org', displayName: 'A', passwordHash: 'h0', roles: ['member'], memberId: null },
};
const signedIn = (sessionId: string, expiresAt = '2026-11-22T20:00:00.000Z'): UserEvent => ({
  type: 'UserSignedIn',
  data: { userId, sessionId, expiresAt, ip: '', userAgent: '' },
});
const signedOut = (sessionId: string, reason: string, by: string | null) => ({ type: 'UserSignedOut', data: { userId, sessionId, reason, by } });
const invited: UserEvent = {
  type: 'UserInvited',
  data: {
    userId,
    email: 'new@b.org',
    displayName: 'New',
    roles: ['staff'],
    memberId: null,
    tokenHash: 'invite-hash',
    expiresAt: '2026-11-29T10:00:00.000Z',
    invitedBy: 'admin-1',
  },
};
const resetRequested: UserEvent = { type: 'UserPasswordResetRequested', data: { userId, tokenHash: 'reset-hash', expiresAt: '2026-11-22T11:00:00.000Z' } };
const twoFactorOn: UserEvent = { type: 'UserTwoFactorEnabled', data: { userId, secret: 'sealed', recoveryCodeHashes: ['r1', 'r2'], totpStep: 100 } };
const session = {
  type: 'StartSession' as const,
  userId,
  sessionId: 's-new',
  expiresAt: '2026-11-22T22:00:00.000Z',
  idleExpiresAt: '2026-11-22T11:00:00.000Z',
  ip: '10.0.0.1',
  source: '10.0.0.1',
  userAgent: 'test',
  passwordHash: 'h0',
};
const sessionData = {
  userId,
  sessionId: 's-new',
  at: now,
  expiresAt: session.expiresAt,
  idleExpiresAt: session.idleExpiresAt,
  ip: session.ip,
  source: session.source,
  userAgent: session.userAgent,
};

describe('user decider: changing a password', () => {
  it('records the new hash and ends every other open session', () => {
    spec
      .given([registered, signedIn('a'), signedIn('b'), signedIn('old', '2026-11-22T09:00:00.000Z')])
      .when({ type: 'ChangePassword', userId, passwordHash: 'h1', keepSessionId: 'b', source: '10.0.0.1' }, { now, actorId: userId })
      .then([{ type: 'UserPasswordChanged', data: { userId, passwordHash: 'h1' } }, signedOut('a', 'password-changed', userId) as UserEvent]);
  });

  it('is refused while a lock holds against the client, and not while one holds only against another source', () => {
    const change = { type: 'ChangePassword' as const, userId, passwordHash: 'h1', keepSessionId: 'b', source: '10.0.0.1' };
    const locked: UserEvent = { type: 'UserLockedOut', data: { userId, until: '2026-11-22T10:10:00.000Z', failedAttempts: 5 } };
    spec.given([registered, locked]).when(change, ctx).thenThrows('ACCOUNT_LOCKED');
    const lockedElsewhere: UserEvent = { type: 'UserLockedOut', data: { userId, until: '2026-11-22T10:10:00.000Z', failedAttempts: 5, source: '203.0.113.9' } };
    spec
      .given([registered, lockedElsewhere])
      .when({ ...change, source: '203.0.113.9' }, ctx)
      .thenThrows('ACCOUNT_LOCKED');
    spec
      .given([registered, lockedElsewhere])
      .when(change, ctx)
      .then([{ type: 'UserPasswordChanged', data: { userId, passwordHash: 'h1' } }]);
  });
});

describe('user decider: password reset', () => {
  it('records a request for an active account only', () => {
    spec
      .given([registered])
      .when({ type: 'RequestPasswordReset', userId, tokenHash: 'reset-hash', expiresAt: '2026-11-22T11:00:00.000Z' }, ctx)
      .then([resetRequested]);
    spec.given([]).when({ type: 'RequestPasswordReset', userId, tokenHash: 't', expiresAt: now }, ctx).thenNothing();
    spec.given([invited]).when({ type: 'RequestPasswordReset', userId, tokenHash: 't', expiresAt: now }, ctx).thenNothing();
    spec
      .given([registered, { type: 'UserDeactivated', data: { userId, by: 'admin-1' } }])
      .when({ type: 'RequestPasswordReset', userId, tokenHash: 't', expiresAt: now }, ctx)
      .thenNothing();
  });

  it('resets with the open token, ends every session and clears the lockout', () => {
    const locked: UserEvent = { type: 'UserLockedOut', data: { userId, until: '2026-11-22T10:10:00.000Z', failedAttempts: 5 } };
    const lockedFromOneSource: UserEvent = {
      type: 'UserLockedOut',
      data: { userId, until: '2026-11-22T10:10:00.000Z', failedAttempts: 5, source: '203.0.113.9' },
    };
    spec
      .given([registered, signedIn('a'), locked, resetRequested])
      .when({ type: 'ResetPassword', userId, tokenHash: 'reset-hash', passwordHash: 'h2' }, { now, actorId: null })
      .then([{ type: 'UserPasswordReset', data: { userId, passwordHash: 'h2' } }, signedOut('a', 'password-reset', null) as UserEvent]);
    const after = [
      registered,
      locked,
      lockedFromOneSource,
      resetRequested,
      { type: 'UserPasswordReset', data: { userId, passwordHash: 'h2' } } as UserEvent,
    ].reduce(userDecider.evolve, userDecider.initialState());
    expect(after).toMatchObject({ lockout: { failures: [], sourceLocks: [], lockedUntil: null }, reset: null });
  });

  it('refuses a wrong, used, superseded or expired token', () => {
    const reset: UserEvent = { type: 'UserPasswordReset', data: { userId, passwordHash: 'h2' } };
    const command = { type: 'ResetPassword' as const, userId, tokenHash: 'reset-hash', passwordHash: 'h3' };
    spec
      .given([registered, resetRequested])
      .when({ ...command, tokenHash: 'other' }, ctx)
      .thenThrows('INVALID_TOKEN');
    spec.given([registered, resetRequested, reset]).when(command, ctx).thenThrows('INVALID_TOKEN');
    spec
      .given([registered, resetRequested, { ...resetRequested, data: { ...resetRequested.data, tokenHash: 'newer' } } as UserEvent])
      .when(command, ctx)
      .thenThrows('INVALID_TOKEN');
    spec.given([registered, resetRequested]).when(command, { now: '2026-11-22T11:00:00.000Z' }).thenThrows('INVALID_TOKEN');
    spec.given([]).when(command, ctx).thenThrows('INVALID_TOKEN');
  });
});

describe('user decider: invitations', () => {
  const invite = {
    type: 'InviteUser' as const,
    userId,
    email: 'new@b.org',
    displayName: 'New',
    roles: ['staff' as const],
    memberId: null,
    tokenHash: 'invite-hash',
    expiresAt: '2026-11-29T10:00:00.000Z',
    language: 'es' as const,
  };

  it('invites a new account, remembering who invited and the language of the email', () => {
    spec
      .given([])
      .when(invite, ctx)
      .then([{ ...invited, data: { ...invited.data, language: 'es' } } as UserEvent]);
    spec.given([registered]).when(invite, ctx).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('resends with a new token (the old one stops working) and cancels, while pending only', () => {
    spec
      .given([invited])
      .when({ type: 'ResendInvitation', userId, tokenHash: 'h2', expiresAt: '2026-11-29T11:00:00.000Z' }, ctx)
      .then([{ type: 'UserInvitationResent', data: { userId, tokenHash: 'h2', expiresAt: '2026-11-29T11:00:00.000Z', by: 'admin-1' } }]);
    spec
      .given([invited])
      .when({ type: 'CancelInvitation', userId }, ctx)
      .then([{ type: 'UserInvitationCancelled', data: { userId, by: 'admin-1' } }]);
    spec.given([registered]).when({ type: 'CancelInvitation', userId }, ctx).thenThrows('INVITATION_NOT_PENDING');
    spec.given([registered]).when({ type: 'ResendInvitation', userId, tokenHash: 'x', expiresAt: now }, ctx).thenThrows('INVITATION_NOT_PENDING');
    spec
      .given([invited, { type: 'UserInvitationCancelled', data: { userId, by: null } }])
      .when({ type: 'CancelInvitation', userId }, ctx)
      .thenThrows('NOT_FOUND');
    spec.given([]).when({ type: 'CancelInvitation', userId }, ctx).thenThrows('NOT_FOUND');
  });

  it('accepts with the open token once, before it expires', () => {
    const accept = { type: 'AcceptInvitation' as const, userId, tokenHash: 'invite-hash', passwordHash: 'h1' };
    const accepted: UserEvent = { type: 'UserInvitationAccepted', data: { userId, passwordHash: 'h1' } };
    spec.given([invited]).when(accept, ctx).then([accepted]);
    spec.given([invited, accepted]).when(accept, ctx).thenThrows('INVALID_TOKEN');
    spec.given([invited]).when(accept, { now: '2026-11-29T10:00:00.000Z' }).thenThrows('INVALID_TOKEN');
    spec
      .given([invited, { type: 'UserInvitationResent', data: { userId, tokenHash: 'h2', expiresAt: '2026-11-30T10:00:00.000Z', by: null } }])
      .when(accept, ctx)
      .thenThrows('INVALID_TOKEN');
    spec
      .given([invited, { type: 'UserInvitationCancelled', data: { userId, by: null } }])
      .when(accept, ctx)
      .thenThrows('INVALID_TOKEN');
  });

  it('lets no session start before the invitation is accepted', () => {
    spec.given([invited]).when(session, ctx).thenThrows('INVALID_CREDENTIALS');
    spec
      .given([invited, { type: 'UserInvitationAccepted', data: { userId, passwordHash: 'h1' } }])
      .when({ ...session, passwordHash: 'h1' }, ctx)
      .then([{ type: 'UserSignedIn', data: sessionData }]);
  });
});

describe('user decider: roles, status and member link', () => {
  it('records granted and revoked roles, and nothing when they are the same', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeRoles', userId, roles: ['staff', 'leader'] }, ctx)
      .then([{ type: 'UserRolesChanged', data: { userId, granted: ['staff', 'leader'], revoked: ['member'], by: 'admin-1' } }]);
    spec
      .given([registered])
      .when({ type: 'ChangeRoles', userId, roles: ['member'] }, ctx)
      .thenNothing();
    const changed: UserEvent = { type: 'UserRolesChanged', data: { userId, granted: ['admin'], revoked: [], by: null } };
    expect([registered, changed].reduce(userDecider.evolve, userDecider.initialState()).roles).toEqual(['member', 'admin']);
    spec
      .given([])
      .when({ type: 'ChangeRoles', userId, roles: ['member'] }, ctx)
      .thenThrows('NOT_FOUND');
  });

  it('deactivates, ending every session, and refuses sign-in until reactivated', () => {
    const deactivated: UserEvent = { type: 'UserDeactivated', data: { userId, by: 'admin-1' } };
    spec
      .given([registered, signedIn('a'), signedIn('b')])
      .when({ type: 'Deactivate', userId }, ctx)
      .then([deactivated, signedOut('a', 'deactivated', 'admin-1') as UserEvent, signedOut('b', 'deactivated', 'admin-1') as UserEvent]);
    spec.given([registered, deactivated]).when({ type: 'Deactivate', userId }, ctx).thenNothing();
    spec.given([registered, deactivated]).when(session, ctx).thenThrows('INVALID_CREDENTIALS');
    spec
      .given([registered, deactivated])
      .when({ type: 'Reactivate', userId }, ctx)
      .then([{ type: 'UserReactivated', data: { userId, by: 'admin-1' } }]);
    spec.given([registered]).when({ type: 'Reactivate', userId }, ctx).thenNothing();
    spec
      .given([registered, deactivated, { type: 'UserReactivated', data: { userId, by: null } }])
      .when(session, ctx)
      .then([{ type: 'UserSignedIn', data: sessionData }]);
  });

  it('links to a member record once', () => {
    spec
      .given([registered])
      .when({ type: 'LinkToMember', userId, memberId: 'm-1' }, ctx)
      .then([{ type: 'UserLinkedToMember', data: { userId, memberId: 'm-1', by: 'admin-1' } }]);
    spec
      .given([registered, { type: 'UserLinkedToMember', data: { userId, memberId: 'm-1', by: null } }])
      .when({ type: 'LinkToMember', userId, memberId: 'm-1' }, ctx)
      .thenNothing();
  });
});

describe('user decider: two-step verification', () => {
  it('enables once, and disables or regenerates codes only when on', () => {
    spec
      .given([registered])
      .when({ type: 'EnableTwoFactor', userId, secret: 'sealed', recoveryCodeHashes: ['r1', 'r2'], totpStep: 100, keepSessionId: 'b' }, ctx)
      .then([twoFactorOn]);
    spec
      .given([registered, twoFactorOn])
      .when({ type: 'EnableTwoFactor', userId, secret: 's', recoveryCodeHashes: [], totpStep: 1, keepSessionId: 'b' }, ctx)
      .thenThrows('TWO_FACTOR_ALREADY_ENABLED');
    spec
      .given([registered, twoFactorOn])
      .when({ type: 'DisableTwoFactor', userId }, ctx)
      .then([{ type: 'UserTwoFactorDisabled', data: { userId, by: 'admin-1' } }]);
    spec.given([registered]).when({ type: 'DisableTwoFactor', userId }, ctx).thenThrows('TWO_FACTOR_NOT_ENABLED');
    spec
      .given([registered, twoFactorOn])
      .when({ type: 'RegenerateRecoveryCodes', userId, recoveryCodeHashes: ['r3'] }, ctx)
      .then([{ type: 'UserRecoveryCodesRegenerated', data: { userId, recoveryCodeHashes: ['r3'] } }]);
    spec
      .given([registered])
      .when({ type: 'RegenerateRecoveryCodes', userId, recoveryCodeHashes: ['r3'] }, ctx)
      .thenThrows('TWO_FACTOR_NOT_ENABLED');
  });

  it('needs a second factor for a session, and takes each TOTP time step once', () => {
    spec.given([registered, twoFactorOn]).when(session, ctx).thenThrows('INVALID_TWO_FACTOR_CODE');
    spec
      .given([registered, twoFactorOn])
      .when({ ...session, secondFactor: { kind: 'totp', step: 101 } }, ctx)
      .then([{ type: 'UserSignedIn', data: { ...sessionData, secondFactor: 'totp', totpStep: 101 } }]);
    spec
      .given([registered, twoFactorOn])
      .when({ ...session, secondFactor: { kind: 'totp', step: 100 } }, ctx)
      .thenThrows('INVALID_TWO_FACTOR_CODE');
    const used = { type: 'UserSignedIn', data: { ...sessionData, sessionId: 's-0', secondFactor: 'totp', totpStep: 105 } } as UserEvent;
    spec
      .given([registered, twoFactorOn, used])
      .when({ ...session, secondFactor: { kind: 'totp', step: 105 } }, ctx)
      .thenThrows('INVALID_TWO_FACTOR_CODE');
  });

  it('uses up a recovery code, which is never accepted again', () => {
    const withCode = { ...session, secondFactor: { kind: 'recovery-code' as const, codeHash: 'r2' } };
    const usedCode: UserEvent = { type: 'UserRecoveryCodeUsed', data: { userId, codeHash: 'r2' } };
    spec
      .given([registered, twoFactorOn])
      .when(withCode, ctx)
      .then([usedCode, { type: 'UserSignedIn', data: { ...sessionData, secondFactor: 'recovery-code' } }]);
    spec.given([registered, twoFactorOn, usedCode]).when(withCode, ctx).thenThrows('INVALID_TWO_FACTOR_CODE');
    spec
      .given([registered, twoFactorOn])
      .when({ ...withCode, secondFactor: { kind: 'recovery-code', codeHash: 'nope' } }, ctx)
      .thenThrows('INVALID_TWO_FACTOR_CODE');
  });

  it('ends every other session when it is turned on: whoever held one may not have the new second factor', () => {
    spec
      .given([registered, signedIn('a'), signedIn('b'), signedIn('old', '2026-11-22T09:00:00.000Z'), signedIn('c')])
      .when(
        { type: 'EnableTwoFactor', userId, secret: 'sealed', recoveryCodeHashes: ['r1', 'r2'], totpStep: 100, keepSessionId: 'b' },
        { now, actorId: userId },
      )
      .then([twoFactorOn, signedOut('a', 'two-factor-enabled', userId) as UserEvent, signedOut('c', 'two-factor-enabled', userId) as UserEvent]);
  });

  it('counts a wrong code as a failed sign-in', () => {
    spec
      .given([registered, twoFactorOn])
      .when({ type: 'RecordFailedSignIn', userId, ip: '1.2.3.4', source: '1.2.3.4', reason: 'two-factor' }, ctx)
      .then([{ type: 'UserSignInFailed', data: { userId, at: now, ip: '1.2.3.4', source: '1.2.3.4', reason: 'two-factor' } }]);
  });
});

describe('user decider: re-authentication ("sudo mode")', () => {
  const startedAt = (sessionId: string, at: string): UserEvent => ({
    type: 'UserSignedIn',
    data: { userId, sessionId, at, expiresAt: '2026-11-22T20:00:00.000Z', ip: '', userAgent: '' },
  });
  const reauth = (proof: { kind: 'password' } | { kind: 'totp'; step: number }, sessionId = 'a') => ({
    type: 'Reauthenticate' as const,
    userId,
    sessionId,
    ip: '10.0.0.1',
    source: '10.0.0.1',
    proof,
  });
  const stateOf = (events: UserEvent[]) => events.reduce(userDecider.evolve, userDecider.initialState());

  it('makes a session freshly authenticated for five minutes from its sign-in or its latest re-authentication', () => {
    const signedInAt9 = [registered, startedAt('a', '2026-11-22T09:00:00.000Z')];
    expect(freshlyAuthenticated(stateOf(signedInAt9), 'a', '2026-11-22T09:04:59.000Z')).toBe(true);
    expect(freshlyAuthenticated(stateOf(signedInAt9), 'a', '2026-11-22T09:05:00.000Z')).toBe(false);
    expect(freshlyAuthenticated(stateOf(signedInAt9), 'other', '2026-11-22T09:01:00.000Z')).toBe(false);
    const reauthenticated: UserEvent = { type: 'UserReauthenticated', data: { userId, sessionId: 'a', at: now, ip: '10.0.0.1', method: 'password' } };
    spec
      .given(signedInAt9)
      .when(reauth({ kind: 'password' }), { now, actorId: userId })
      .then([reauthenticated]);
    expect(freshlyAuthenticated(stateOf([...signedInAt9, reauthenticated]), 'a', '2026-11-22T10:04:00.000Z')).toBe(true);
    // Sessions recorded before sign-ins had a start time never count as fresh.
    expect(freshlyAuthenticated(stateOf([registered, signedIn('a')]), 'a', now)).toBe(false);
  });

  it('takes a code’s time step once, whether it was used to sign in or to re-authenticate', () => {
    const base = [registered, twoFactorOn, startedAt('a', '2026-11-22T09:00:00.000Z')];
    const used: UserEvent = { type: 'UserReauthenticated', data: { userId, sessionId: 'a', at: now, ip: '10.0.0.1', method: 'totp', totpStep: 101 } };
    spec
      .given(base)
      .when(reauth({ kind: 'totp', step: 101 }), ctx)
      .then([used]);
    spec
      .given([...base, used])
      .when(reauth({ kind: 'totp', step: 101 }), ctx)
      .thenThrows('INVALID_TWO_FACTOR_CODE');
    spec
      .given([...base, used])
      .when({ ...session, secondFactor: { kind: 'totp', step: 101 } }, ctx)
      .thenThrows('INVALID_TWO_FACTOR_CODE');
    const signedInWith102 = { type: 'UserSignedIn', data: { ...sessionData, secondFactor: 'totp', totpStep: 102 } } as UserEvent;
    spec
      .given([...base, signedInWith102])
      .when(reauth({ kind: 'totp', step: 102 }), ctx)
      .thenThrows('INVALID_TWO_FACTOR_CODE');
  });

  it('is refused for an ended session, while a lock holds against the client, and by code without two-step verification', () => {
    const base = [registered, startedAt('a', '2026-11-22T09:00:00.000Z')];
    spec
      .given([...base, signedOut('a', 'signed-out', userId) as UserEvent])
      .when(reauth({ kind: 'password' }), ctx)
      .thenThrows('AUTH_EXPIRED');
    const locked: UserEvent = { type: 'UserLockedOut', data: { userId, until: '2026-11-22T10:10:00.000Z', failedAttempts: 5, source: '10.0.0.1' } };
    spec
      .given([...base, locked])
      .when(reauth({ kind: 'password' }), ctx)
      .thenThrows('ACCOUNT_LOCKED');
    spec
      .given(base)
      .when(reauth({ kind: 'totp', step: 5 }), ctx)
      .thenThrows('TWO_FACTOR_NOT_ENABLED');
  });
});
