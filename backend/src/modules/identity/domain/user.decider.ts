import type { Language, UserRole } from '@koinonia/contracts';
import type { Decider, DecisionContext } from '../../../platform/commands/decider.type';
import { DomainError } from '../../../platform/errors/domain-error';
import { lockAfter, lockedUntilFor, noLockout, withFailure, withLock, withSuccess, type LockoutState } from './lockout.policy';
import { REAUTHENTICATION_WINDOW_MS, type SessionEndReason, type UserEvent, type UserSignedOut } from './user.events';

/**
 * One account, one decider: sign-in, lockout, the second factor, sessions and the password are
 * decided against the same stream revision, which is what makes a failure count, a TOTP step or
 * a recovery code count once and an "end every session" miss none. The decisions are grouped by
 * use case below; the state is plain JSON, so the executor may snapshot it.
 */

/** The second step of a sign-in, as checked by the handler (the code) and here (replay, single use). */
export type SecondFactorProof = { kind: 'totp'; step: number } | { kind: 'recovery-code'; codeHash: string };

type StartSession = {
  type: 'StartSession';
  userId: string;
  sessionId: string;
  expiresAt: string;
  idleExpiresAt: string;
  ip: string;
  /** The client's address bucket: a lock against it refuses the session. */
  source: string;
  userAgent: string;
  /** The hash the password was checked against: a password changed since refuses the session. */
  passwordHash: string;
  secondFactor?: SecondFactorProof;
};

export type UserCommand =
  | { type: 'RegisterUser'; userId: string; email: string; displayName: string; passwordHash: string; roles: UserRole[]; memberId: string | null }
  | StartSession
  | { type: 'EndSession'; userId: string; sessionId: string }
  /** End several sessions at once; `keep` survives (the one asking to sign out elsewhere). */
  | { type: 'EndSessions'; userId: string; sessionIds: 'all' | string[]; keep?: string; reason: SessionEndReason }
  /** `unlockLink`: a fresh link for the holder, issued only if this failure locks (made outside the domain). */
  | {
      type: 'RecordFailedSignIn';
      userId: string;
      ip: string;
      source: string;
      reason?: 'password' | 'two-factor';
      unlockLink?: { tokenHash: string; expiresAt: string };
    }
  | { type: 'Unlock'; userId: string }
  | { type: 'UnlockWithLink'; userId: string; tokenHash: string }
  | { type: 'ChangePassword'; userId: string; passwordHash: string; keepSessionId: string; source: string }
  | { type: 'RequestPasswordReset'; userId: string; tokenHash: string; expiresAt: string }
  | { type: 'ResetPassword'; userId: string; tokenHash: string; passwordHash: string }
  | {
      type: 'InviteUser';
      userId: string;
      email: string;
      displayName: string;
      roles: UserRole[];
      memberId: string | null;
      tokenHash: string;
      expiresAt: string;
      language: Language;
    }
  | { type: 'ResendInvitation'; userId: string; tokenHash: string; expiresAt: string }
  | { type: 'CancelInvitation'; userId: string }
  | { type: 'AcceptInvitation'; userId: string; tokenHash: string; passwordHash: string }
  | { type: 'ChangeRoles'; userId: string; roles: UserRole[] }
  | { type: 'Deactivate'; userId: string }
  | { type: 'Reactivate'; userId: string }
  | { type: 'LinkToMember'; userId: string; memberId: string }
  /** Ends the user's other sessions: whoever held one may not have the new second factor. */
  | { type: 'EnableTwoFactor'; userId: string; secret: string; recoveryCodeHashes: string[]; totpStep: number; keepSessionId: string }
  /** `proof`: what the handler checked (the password, or a code and its time step, which counts once). */
  | {
      type: 'Reauthenticate';
      userId: string;
      sessionId: string;
      ip: string;
      source: string;
      proof: { kind: 'password' } | { kind: 'totp'; step: number };
    }
  | { type: 'DisableTwoFactor'; userId: string }
  | { type: 'RegenerateRecoveryCodes'; userId: string; recoveryCodeHashes: string[] };

export type UserStatus = 'none' | 'invited' | 'active' | 'deactivated' | 'cancelled';

export interface UserState {
  exists: boolean;
  status: UserStatus;
  email: string;
  displayName: string;
  /** The current password's hash ('' until an invited person chooses one). */
  passwordHash: string;
  roles: UserRole[];
  memberId: string | null;
  /**
   * Sessions started and not ended on this stream (those that ran out are dropped at the next
   * sign-in), with when the person in it last proved who they are (absent on older events).
   */
  openSessions: Array<{ sessionId: string; expiresAt: string; authenticatedAt?: string }>;
  /** Counted failures by source, and the locks against one source or every source. */
  lockout: LockoutState;
  /** The open emailed link of each kind: only the hash of its token, and when it stops working. */
  invitation: { tokenHash: string; expiresAt: string } | null;
  /** The invitation email's language, which a resend keeps (null: sent before languages, so English). */
  invitationLanguage: Language | null;
  reset: { tokenHash: string; expiresAt: string } | null;
  unlock: { tokenHash: string; expiresAt: string } | null;
  /** Sealed secret, hashes of the unused recovery codes, and the last TOTP time step accepted. */
  twoFactor: { secret: string; recoveryCodeHashes: string[]; lastStep: number } | null;
}

const ms = (iso: string) => new Date(iso).getTime();

/** When the lock holding against `source` ends (the account's or the source's own), or null: not locked. */
export function lockedUntil(state: UserState, source: string | null, now: string): string | null {
  return lockedUntilFor(state.lockout, source, now);
}

/** Whether the person in this session signed in or re-authenticated within the last few minutes ("sudo mode"). */
export function freshlyAuthenticated(state: UserState, sessionId: string, now: string): boolean {
  const session = state.openSessions.find((s) => s.sessionId === sessionId);
  if (!session?.authenticatedAt || ms(session.expiresAt) <= ms(now)) return false;
  const since = ms(now) - ms(session.authenticatedAt);
  return since >= 0 && since < REAUTHENTICATION_WINDOW_MS;
}

function assertNotLocked(state: UserState, source: string | null, now: string): void {
  const until = lockedUntil(state, source, now);
  if (until !== null) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: until });
}

function assertExists(state: UserState): void {
  if (!state.exists || state.status === 'cancelled') throw new DomainError('NOT_FOUND');
}

/** A link's token matches the open one and has not run out; anything else reads as an invalid link. */
function assertLink(link: { tokenHash: string; expiresAt: string } | null, tokenHash: string, now: string): void {
  if (!link || link.tokenHash !== tokenHash || ms(link.expiresAt) <= ms(now)) throw new DomainError('INVALID_TOKEN');
}

// --- Sign-in and lockout ---------------------------------------------------------------------

function startSession(command: StartSession, state: UserState, context: DecisionContext): UserEvent[] {
  if (state.status !== 'active') throw new DomainError('INVALID_CREDENTIALS');
  // Checked against a password that has changed since (a reset, a change a moment ago): no session.
  if (command.passwordHash !== state.passwordHash) throw new DomainError('INVALID_CREDENTIALS');
  assertNotLocked(state, command.source, context.now);
  const { type: _t, secondFactor, passwordHash: _p, ...session } = command;
  const started = { ...session, at: context.now };
  if (!state.twoFactor) return [{ type: 'UserSignedIn', data: started }];
  // Defence in depth: the handler checks the code, the stream makes each proof count once.
  if (!secondFactor) throw new DomainError('INVALID_TWO_FACTOR_CODE');
  if (secondFactor.kind === 'totp') {
    if (secondFactor.step <= state.twoFactor.lastStep) throw new DomainError('INVALID_TWO_FACTOR_CODE');
    return [{ type: 'UserSignedIn', data: { ...started, secondFactor: 'totp', totpStep: secondFactor.step } }];
  }
  if (!state.twoFactor.recoveryCodeHashes.includes(secondFactor.codeHash)) throw new DomainError('INVALID_TWO_FACTOR_CODE');
  return [
    { type: 'UserRecoveryCodeUsed', data: { userId: command.userId, codeHash: secondFactor.codeHash } },
    { type: 'UserSignedIn', data: { ...started, secondFactor: 'recovery-code' } },
  ];
}

/**
 * Every failure is an event (the security log's); only those made while no lock holds against
 * their source count towards one. The fifth from one source locks that source, the twentieth
 * from all sources the account; a lock tells the holder, with a link that lifts it.
 */
function recordFailedSignIn(command: Extract<UserCommand, { type: 'RecordFailedSignIn' }>, state: UserState, context: DecisionContext): UserEvent[] {
  if (!state.exists) return [];
  const { userId, ip, source, reason, unlockLink } = command;
  const failed: UserEvent = { type: 'UserSignInFailed', data: { userId, at: context.now, ip, source, ...(reason ? { reason } : {}) } };
  const lock = lockAfter(withFailure(state.lockout, source, context.now), source, context.now);
  if (!lock) return [failed];
  const lockedOut: UserEvent = { type: 'UserLockedOut', data: { userId, until: lock.until, failedAttempts: lock.failedAttempts, source: lock.source } };
  if (!unlockLink) return [failed, lockedOut];
  return [
    failed,
    lockedOut,
    { type: 'UserUnlockLinkIssued', data: { userId, ...unlockLink, source: lock.source, lockedUntil: lock.until, failedAttempts: lock.failedAttempts } },
  ];
}

function hasLockout(state: UserState): boolean {
  const { failures, sourceLocks, lockedUntil } = state.lockout;
  return failures.length > 0 || sourceLocks.length > 0 || lockedUntil !== null;
}

function unlock(command: Extract<UserCommand, { type: 'Unlock' }>, state: UserState, context: DecisionContext): UserEvent[] {
  assertExists(state);
  if (!hasLockout(state)) return [];
  return [{ type: 'UserUnlocked', data: { userId: command.userId, by: context.actorId } }];
}

/** The holder's own unlock, with the emailed link: once, before it expires; it lifts every lock, as an administrator's does. */
function unlockWithLink(command: Extract<UserCommand, { type: 'UnlockWithLink' }>, state: UserState, context: DecisionContext): UserEvent[] {
  if (state.status !== 'active') throw new DomainError('INVALID_TOKEN');
  assertLink(state.unlock, command.tokenHash, context.now);
  return [{ type: 'UserUnlocked', data: { userId: command.userId, by: context.actorId, via: 'email-link' } }];
}

// --- Sessions --------------------------------------------------------------------------------

function signOutAll(state: UserState, userId: string, reason: SessionEndReason, context: DecisionContext, keep?: string): UserSignedOut[] {
  // Sessions that ran out by themselves need no event: they are already unusable.
  return state.openSessions
    .filter((s) => s.sessionId !== keep && ms(s.expiresAt) > ms(context.now))
    .map((s) => ({ type: 'UserSignedOut', data: { userId, sessionId: s.sessionId, reason, by: context.actorId } }));
}

function endSession(command: Extract<UserCommand, { type: 'EndSession' }>, state: UserState, context: DecisionContext): UserEvent[] {
  if (!state.openSessions.some((s) => s.sessionId === command.sessionId)) return [];
  return [{ type: 'UserSignedOut', data: { userId: command.userId, sessionId: command.sessionId, reason: 'signed-out', by: context.actorId } }];
}

function endSessions(command: Extract<UserCommand, { type: 'EndSessions' }>, state: UserState, context: DecisionContext): UserEvent[] {
  assertExists(state);
  const wanted = command.sessionIds === 'all' ? null : new Set(command.sessionIds);
  const scope = wanted === null ? state : { ...state, openSessions: state.openSessions.filter((s) => wanted.has(s.sessionId)) };
  return signOutAll(scope, command.userId, command.reason, context, command.keep);
}

// --- Password --------------------------------------------------------------------------------

function changePassword(command: Extract<UserCommand, { type: 'ChangePassword' }>, state: UserState, context: DecisionContext): UserEvent[] {
  if (state.status !== 'active') throw new DomainError('AUTH_REQUIRED');
  assertNotLocked(state, command.source, context.now);
  return [
    { type: 'UserPasswordChanged', data: { userId: command.userId, passwordHash: command.passwordHash } },
    ...signOutAll(state, command.userId, 'password-changed', context, command.keepSessionId),
  ];
}

function requestPasswordReset(command: Extract<UserCommand, { type: 'RequestPasswordReset' }>, state: UserState): UserEvent[] {
  // Nothing happens for accounts that cannot sign in; the caller answers the same either way.
  if (state.status !== 'active') return [];
  return [{ type: 'UserPasswordResetRequested', data: { userId: command.userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt } }];
}

function resetPassword(command: Extract<UserCommand, { type: 'ResetPassword' }>, state: UserState, context: DecisionContext): UserEvent[] {
  if (state.status !== 'active') throw new DomainError('INVALID_TOKEN');
  assertLink(state.reset, command.tokenHash, context.now);
  return [
    { type: 'UserPasswordReset', data: { userId: command.userId, passwordHash: command.passwordHash } },
    ...signOutAll(state, command.userId, 'password-reset', context),
  ];
}

// --- Invitations -----------------------------------------------------------------------------

function inviteUser(command: Extract<UserCommand, { type: 'InviteUser' }>, state: UserState, context: DecisionContext): UserEvent[] {
  if (state.exists) throw new DomainError('CONCURRENCY_CONFLICT');
  const { type: _t, ...data } = command;
  return [{ type: 'UserInvited', data: { ...data, invitedBy: context.actorId } }];
}

function resendInvitation(command: Extract<UserCommand, { type: 'ResendInvitation' }>, state: UserState, context: DecisionContext): UserEvent[] {
  assertExists(state);
  if (state.status !== 'invited') throw new DomainError('INVITATION_NOT_PENDING');
  return [{ type: 'UserInvitationResent', data: { userId: command.userId, tokenHash: command.tokenHash, expiresAt: command.expiresAt, by: context.actorId } }];
}

function cancelInvitation(command: Extract<UserCommand, { type: 'CancelInvitation' }>, state: UserState, context: DecisionContext): UserEvent[] {
  assertExists(state);
  if (state.status !== 'invited') throw new DomainError('INVITATION_NOT_PENDING');
  return [{ type: 'UserInvitationCancelled', data: { userId: command.userId, by: context.actorId } }];
}

function acceptInvitation(command: Extract<UserCommand, { type: 'AcceptInvitation' }>, state: UserState, context: DecisionContext): UserEvent[] {
  if (state.status !== 'invited') throw new DomainError('INVALID_TOKEN');
  assertLink(state.invitation, command.tokenHash, context.now);
  return [{ type: 'UserInvitationAccepted', data: { userId: command.userId, passwordHash: command.passwordHash } }];
}

// --- Administration --------------------------------------------------------------------------

function registerUser(command: Extract<UserCommand, { type: 'RegisterUser' }>, state: UserState): UserEvent[] {
  if (state.exists) throw new DomainError('CONCURRENCY_CONFLICT');
  const { type: _t, ...data } = command;
  return [{ type: 'UserRegistered', data }];
}

function changeRoles(command: Extract<UserCommand, { type: 'ChangeRoles' }>, state: UserState, context: DecisionContext): UserEvent[] {
  assertExists(state);
  const granted = command.roles.filter((role) => !state.roles.includes(role));
  const revoked = state.roles.filter((role) => !command.roles.includes(role));
  if (granted.length === 0 && revoked.length === 0) return [];
  return [{ type: 'UserRolesChanged', data: { userId: command.userId, granted, revoked, by: context.actorId } }];
}

function deactivate(command: Extract<UserCommand, { type: 'Deactivate' }>, state: UserState, context: DecisionContext): UserEvent[] {
  assertExists(state);
  if (state.status !== 'active') return [];
  return [{ type: 'UserDeactivated', data: { userId: command.userId, by: context.actorId } }, ...signOutAll(state, command.userId, 'deactivated', context)];
}

function reactivate(command: Extract<UserCommand, { type: 'Reactivate' }>, state: UserState, context: DecisionContext): UserEvent[] {
  assertExists(state);
  if (state.status !== 'deactivated') return [];
  return [{ type: 'UserReactivated', data: { userId: command.userId, by: context.actorId } }];
}

function linkToMember(command: Extract<UserCommand, { type: 'LinkToMember' }>, state: UserState, context: DecisionContext): UserEvent[] {
  assertExists(state);
  if (state.memberId === command.memberId) return [];
  return [{ type: 'UserLinkedToMember', data: { userId: command.userId, memberId: command.memberId, by: context.actorId } }];
}

// --- Two-step verification -------------------------------------------------------------------

function enableTwoFactor(command: Extract<UserCommand, { type: 'EnableTwoFactor' }>, state: UserState, context: DecisionContext): UserEvent[] {
  if (state.status !== 'active') throw new DomainError('AUTH_REQUIRED');
  if (state.twoFactor) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
  const { userId, secret, recoveryCodeHashes, totpStep, keepSessionId } = command;
  return [
    { type: 'UserTwoFactorEnabled', data: { userId, secret, recoveryCodeHashes, totpStep } },
    ...signOutAll(state, userId, 'two-factor-enabled', context, keepSessionId),
  ];
}

/**
 * Proving again who one is, in an open session: the lockout applies as at sign-in, and a code's
 * time step counts once, whatever it was used for (sign-in, re-authentication).
 */
function reauthenticate(command: Extract<UserCommand, { type: 'Reauthenticate' }>, state: UserState, context: DecisionContext): UserEvent[] {
  if (state.status !== 'active') throw new DomainError('AUTH_REQUIRED');
  const session = state.openSessions.find((s) => s.sessionId === command.sessionId);
  if (!session || ms(session.expiresAt) <= ms(context.now)) throw new DomainError('AUTH_EXPIRED');
  assertNotLocked(state, command.source, context.now);
  const { userId, sessionId, ip, proof } = command;
  if (proof.kind === 'password') return [{ type: 'UserReauthenticated', data: { userId, sessionId, at: context.now, ip, method: 'password' } }];
  if (!state.twoFactor) throw new DomainError('TWO_FACTOR_NOT_ENABLED');
  if (proof.step <= state.twoFactor.lastStep) throw new DomainError('INVALID_TWO_FACTOR_CODE');
  return [{ type: 'UserReauthenticated', data: { userId, sessionId, at: context.now, ip, method: 'totp', totpStep: proof.step } }];
}

function disableTwoFactor(command: Extract<UserCommand, { type: 'DisableTwoFactor' }>, state: UserState, context: DecisionContext): UserEvent[] {
  assertExists(state);
  if (!state.twoFactor) throw new DomainError('TWO_FACTOR_NOT_ENABLED');
  return [{ type: 'UserTwoFactorDisabled', data: { userId: command.userId, by: context.actorId } }];
}

function regenerateRecoveryCodes(command: Extract<UserCommand, { type: 'RegenerateRecoveryCodes' }>, state: UserState): UserEvent[] {
  if (!state.twoFactor) throw new DomainError('TWO_FACTOR_NOT_ENABLED');
  return [{ type: 'UserRecoveryCodesRegenerated', data: { userId: command.userId, recoveryCodeHashes: command.recoveryCodeHashes } }];
}

// --- The decider -----------------------------------------------------------------------------

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered': {
      const { email, displayName, passwordHash, roles, memberId } = event.data;
      return { ...state, exists: true, status: 'active', email, displayName, passwordHash, roles, memberId };
    }
    case 'UserInvited': {
      const { email, displayName, roles, memberId, tokenHash, expiresAt, language } = event.data;
      const invitation = { tokenHash, expiresAt };
      return { ...state, exists: true, status: 'invited', email, displayName, roles, memberId, invitation, invitationLanguage: language ?? null };
    }
    case 'UserInvitationResent':
      return { ...state, invitation: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'UserInvitationCancelled':
      return { ...state, status: 'cancelled', invitation: null };
    case 'UserInvitationAccepted':
      return { ...state, status: 'active', invitation: null, passwordHash: event.data.passwordHash };
    case 'UserSignedIn': {
      const { at } = event.data;
      // Sessions that had run out when this one started can never need ending: forget them.
      const stillOpen = at === undefined ? state.openSessions : state.openSessions.filter((s) => ms(s.expiresAt) > ms(at));
      return {
        ...state,
        openSessions: [
          ...stillOpen,
          { sessionId: event.data.sessionId, expiresAt: event.data.expiresAt, ...(at === undefined ? {} : { authenticatedAt: at }) },
        ],
        lockout: withSuccess(state.lockout, event.data.source ?? null),
        twoFactor: state.twoFactor && event.data.totpStep !== undefined ? { ...state.twoFactor, lastStep: event.data.totpStep } : state.twoFactor,
      };
    }
    case 'UserSignedOut':
      return { ...state, openSessions: state.openSessions.filter((s) => s.sessionId !== event.data.sessionId) };
    case 'UserSessionRenewed':
      // Only the idle end moves (the sessions read model's business); the account is the same.
      return state;
    case 'UserReauthenticated': {
      const { sessionId, at, totpStep } = event.data;
      return {
        ...state,
        openSessions: state.openSessions.map((s) => (s.sessionId === sessionId ? { ...s, authenticatedAt: at } : s)),
        twoFactor: state.twoFactor && totpStep !== undefined ? { ...state.twoFactor, lastStep: Math.max(state.twoFactor.lastStep, totpStep) } : state.twoFactor,
      };
    }
    case 'UserSignInFailed':
      return { ...state, lockout: withFailure(state.lockout, event.data.source ?? event.data.ip, event.data.at) };
    case 'UserLockedOut':
      return { ...state, lockout: withLock(state.lockout, { source: event.data.source ?? null, until: event.data.until }) };
    case 'UserUnlockLinkIssued':
      return { ...state, unlock: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'UserUnlocked':
      return { ...state, lockout: noLockout(), unlock: null };
    case 'UserPasswordResetRequested':
      return { ...state, reset: { tokenHash: event.data.tokenHash, expiresAt: event.data.expiresAt } };
    case 'UserPasswordReset':
      return { ...state, passwordHash: event.data.passwordHash, reset: null, lockout: noLockout(), unlock: null };
    case 'UserPasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, reset: null };
    case 'UserRolesChanged':
      return { ...state, roles: [...state.roles.filter((r) => !event.data.revoked.includes(r)), ...event.data.granted] };
    case 'UserDeactivated':
      return { ...state, status: 'deactivated', reset: null };
    case 'UserReactivated':
      return { ...state, status: 'active' };
    case 'UserLinkedToMember':
      return { ...state, memberId: event.data.memberId };
    case 'UserTwoFactorEnabled':
      return { ...state, twoFactor: { secret: event.data.secret, recoveryCodeHashes: event.data.recoveryCodeHashes, lastStep: event.data.totpStep } };
    case 'UserTwoFactorDisabled':
      return { ...state, twoFactor: null };
    case 'UserRecoveryCodesRegenerated':
      return state.twoFactor ? { ...state, twoFactor: { ...state.twoFactor, recoveryCodeHashes: event.data.recoveryCodeHashes } } : state;
    case 'UserRecoveryCodeUsed':
      return state.twoFactor
        ? { ...state, twoFactor: { ...state.twoFactor, recoveryCodeHashes: state.twoFactor.recoveryCodeHashes.filter((h) => h !== event.data.codeHash) } }
        : state;
    default: {
      // Every user event is handled above; anything else on the stream leaves the state as it is.
      const _unknown: never = event;
      return state;
    }
  }
}

function decide(command: UserCommand, state: UserState, context: DecisionContext): UserEvent[] {
  switch (command.type) {
    case 'StartSession':
      return startSession(command, state, context);
    case 'RecordFailedSignIn':
      return recordFailedSignIn(command, state, context);
    case 'Unlock':
      return unlock(command, state, context);
    case 'UnlockWithLink':
      return unlockWithLink(command, state, context);
    case 'EndSession':
      return endSession(command, state, context);
    case 'EndSessions':
      return endSessions(command, state, context);
    case 'ChangePassword':
      return changePassword(command, state, context);
    case 'RequestPasswordReset':
      return requestPasswordReset(command, state);
    case 'ResetPassword':
      return resetPassword(command, state, context);
    case 'InviteUser':
      return inviteUser(command, state, context);
    case 'ResendInvitation':
      return resendInvitation(command, state, context);
    case 'CancelInvitation':
      return cancelInvitation(command, state, context);
    case 'AcceptInvitation':
      return acceptInvitation(command, state, context);
    case 'RegisterUser':
      return registerUser(command, state);
    case 'ChangeRoles':
      return changeRoles(command, state, context);
    case 'Deactivate':
      return deactivate(command, state, context);
    case 'Reactivate':
      return reactivate(command, state, context);
    case 'LinkToMember':
      return linkToMember(command, state, context);
    case 'EnableTwoFactor':
      return enableTwoFactor(command, state, context);
    case 'Reauthenticate':
      return reauthenticate(command, state, context);
    case 'DisableTwoFactor':
      return disableTwoFactor(command, state, context);
    case 'RegenerateRecoveryCodes':
      return regenerateRecoveryCodes(command, state);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown user command ${JSON.stringify(unknown)}`);
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({
    exists: false,
    status: 'none',
    email: '',
    displayName: '',
    passwordHash: '',
    roles: [],
    memberId: null,
    openSessions: [],
    lockout: noLockout(),
    invitation: null,
    invitationLanguage: null,
    reset: null,
    unlock: null,
    twoFactor: null,
  }),
  evolve,
  decide,
  // A user's stream grows with every sign-in and failure: loads start from a snapshot instead.
  snapshot: { name: 'user', version: 2, every: 100 },
};
