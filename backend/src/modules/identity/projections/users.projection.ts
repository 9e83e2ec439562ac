import type { AdminUserView } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import type { UserEvent } from '../domain/user.events';

/** An account as stored for sign-in and the guard: what admins see, plus the hash and the revision. */
export type UserDocument = Omit<AdminUserView, 'id'> & {
  _id: string;
  passwordHash: string;
  /** The user stream's revision this reflects: a replayed event changes nothing. */
  revision: number;
};

/** User accounts, as sign-in and the session guard read them. */
export const usersProjection: Projection<UserDocument> = {
  name: 'users',
  collection: 'users',
  version: 2,
  indexes: [{ spec: { email: 1 } }],
  canHandle: (event) => ['UserRegistered', 'UserSignedIn', 'UserSignInFailed', 'UserLockedOut', 'UserUnlocked'].includes(event.type),
  documentId: (event) => (event.data as { userId: string }).userId,
  apply(current, recorded) {
    if (current && current.revision >= recorded.revision) return current;
    const document = current ? { ...current, revision: recorded.revision } : null;
    const event = { type: recorded.type, data: recorded.data } as UserEvent;
    switch (event.type) {
      case 'UserRegistered':
        return {
          _id: event.data.userId,
          email: event.data.email,
          displayName: event.data.displayName,
          passwordHash: event.data.passwordHash,
          roles: event.data.roles,
          memberId: event.data.memberId,
          active: true,
          createdAt: recorded.metadata.occurredAt,
          lastSignInAt: null,
          failedLoginAttempts: 0,
          lockedUntil: null,
          revision: recorded.revision,
        };
      case 'UserSignedIn':
        return document ? { ...document, lastSignInAt: recorded.metadata.occurredAt, failedLoginAttempts: 0 } : null;
      case 'UserSignInFailed':
        return document ? { ...document, failedLoginAttempts: document.failedLoginAttempts + 1 } : null;
      case 'UserLockedOut':
        return document ? { ...document, lockedUntil: event.data.until } : null;
      case 'UserUnlocked':
        return document ? { ...document, lockedUntil: null, failedLoginAttempts: 0 } : null;
      default:
        return document;
    }
  },
};
