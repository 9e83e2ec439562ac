import type { UserRole } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import type { UserEvent } from '../domain/user.events';

export interface UserDocument {
  _id: string;
  [key: string]: unknown;
  email: string;
  displayName: string;
  passwordHash: string;
  roles: UserRole[];
  memberId: string | null;
  active: boolean;
  createdAt: string;
  lastSignInAt: string | null;
}

/** User accounts, as sign-in and the session guard read them. */
export const usersProjection: Projection<UserDocument> = {
  name: 'users',
  collection: 'users',
  version: 1,
  indexes: [{ spec: { email: 1 } }],
  canHandle: (event) => event.type === 'UserRegistered' || event.type === 'UserSignedIn',
  documentId: (event) => (event.data as { userId: string }).userId,
  apply(document, recorded) {
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
        };
      case 'UserSignedIn':
        return document ? { ...document, lastSignInAt: recorded.metadata.occurredAt } : null;
      default:
        return document;
    }
  },
};
