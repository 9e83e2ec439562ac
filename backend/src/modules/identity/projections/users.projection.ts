import type { AdminUserView } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import { USER_EVENT_TYPES, type UserEvent } from '../domain/user.events';

/**
 * An account as stored for sign-in and the guard: what admins see, plus the password hash, the
 * hashes of open emailed links (to find the account a link belongs to) and the revision.
 */
export type UserDocument = Omit<AdminUserView, 'id'> & {
  _id: string;
  /** Empty until an invited person sets a password. */
  passwordHash: string;
  inviteTokenHash: string | null;
  resetTokenHash: string | null;
  unlockTokenHash: string | null;
  /** The user stream's revision this reflects: a replayed event changes nothing. */
  revision: number;
};

/** User accounts, as sign-in, the session guard and the admin list read them. */
export const usersProjection: Projection<UserDocument> = {
  name: 'users',
  collection: 'users',
  version: 4,
  indexes: [{ spec: { email: 1 } }, { spec: { inviteTokenHash: 1 } }, { spec: { resetTokenHash: 1 } }, { spec: { unlockTokenHash: 1 } }],
  canHandle: (event) => USER_EVENT_TYPES.has(event.type) && event.type !== 'UserSignedOut' && event.type !== 'UserSessionRenewed',
  documentId: (event) => (event.data as { userId: string }).userId,
  project(current, recorded) {
    if (current && current.revision >= recorded.revision) return current;
    const document = current ? { ...current, revision: recorded.revision } : null;
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    const base = {
      createdAt: recorded.metadata.occurredAt,
      lastSignInAt: null,
      failedLoginAttempts: 0,
      lockedUntil: null,
      twoFactorEnabled: false,
      inviteTokenHash: null,
      resetTokenHash: null,
      unlockTokenHash: null,
      revision: recorded.revision,
    };
    switch (event.type) {
      case 'UserRegistered':
        return {
          ...base,
          _id: event.data.userId,
          email: event.data.email,
          displayName: event.data.displayName,
          passwordHash: event.data.passwordHash,
          roles: event.data.roles,
          memberId: event.data.memberId,
          active: true,
          status: 'active',
          invitationExpiresAt: null,
        };
      case 'UserInvited':
        return {
          ...base,
          _id: event.data.userId,
          email: event.data.email,
          displayName: event.data.displayName,
          passwordHash: '',
          roles: event.data.roles,
          memberId: event.data.memberId,
          active: false,
          status: 'invited',
          inviteTokenHash: event.data.tokenHash,
          invitationExpiresAt: event.data.expiresAt,
        };
      case 'UserInvitationCancelled':
        // A cancelled invitation leaves no account behind; the address may be invited again.
        return null;
      default:
        return document ? applyChange(document, event, recorded.metadata.occurredAt) : null;
    }
  },
};

function applyChange(document: UserDocument, event: UserEvent, occurredAt: string): UserDocument {
  switch (event.type) {
    case 'UserInvitationResent':
      return { ...document, inviteTokenHash: event.data.tokenHash, invitationExpiresAt: event.data.expiresAt };
    case 'UserInvitationAccepted':
      return { ...document, passwordHash: event.data.passwordHash, status: 'active', active: true, inviteTokenHash: null, invitationExpiresAt: null };
    case 'UserSignedIn':
      return { ...document, lastSignInAt: occurredAt, failedLoginAttempts: 0 };
    case 'UserSignInFailed':
      return { ...document, failedLoginAttempts: document.failedLoginAttempts + 1 };
    case 'UserLockedOut':
      // A lock against one source or against all: either way the account is under attack, for the admin lists.
      return { ...document, lockedUntil: document.lockedUntil && document.lockedUntil > event.data.until ? document.lockedUntil : event.data.until };
    case 'UserUnlockLinkIssued':
      return { ...document, unlockTokenHash: event.data.tokenHash };
    case 'UserUnlocked':
      return { ...document, lockedUntil: null, failedLoginAttempts: 0, unlockTokenHash: null };
    case 'UserPasswordChanged':
      return { ...document, passwordHash: event.data.passwordHash, resetTokenHash: null };
    case 'UserPasswordResetRequested':
      return { ...document, resetTokenHash: event.data.tokenHash };
    case 'UserPasswordReset':
      return { ...document, passwordHash: event.data.passwordHash, resetTokenHash: null, lockedUntil: null, failedLoginAttempts: 0, unlockTokenHash: null };
    case 'UserRolesChanged':
      return { ...document, roles: [...document.roles.filter((r) => !event.data.revoked.includes(r)), ...event.data.granted] };
    case 'UserDeactivated':
      return { ...document, status: 'deactivated', active: false, resetTokenHash: null };
    case 'UserReactivated':
      return { ...document, status: 'active', active: true };
    case 'UserLinkedToMember':
      return { ...document, memberId: event.data.memberId };
    case 'UserTwoFactorEnabled':
      return { ...document, twoFactorEnabled: true };
    case 'UserTwoFactorDisabled':
      return { ...document, twoFactorEnabled: false };
    default:
      return document;
  }
}
