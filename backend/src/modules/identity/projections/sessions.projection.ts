import type { Projection } from '../../../platform/projections/projection.type';
import type { UserSessionExpired } from '../domain/session.decider';
import type { UserEvent } from '../domain/user.events';

export interface SessionDocument {
  _id: string;
  [key: string]: unknown;
  userId: string;
  startedAt: string;
  expiresAt: string;
  idleExpiresAt: string;
  ip: string;
  userAgent: string;
}

/**
 * Open sessions by the hash of their token: what the session guard looks up on each request.
 * A session leaves when it ends (UserSignedOut) or, once it has run out, when the sweeper records
 * UserSessionExpired: an event, so a rebuild drops it too and the read model never keeps it forever.
 */
export const sessionsProjection: Projection<SessionDocument> = {
  name: 'sessions',
  collection: 'sessions',
  version: 2,
  indexes: [{ spec: { userId: 1 } }],
  canHandle: (event) =>
    event.type === 'UserSignedIn' || event.type === 'UserSignedOut' || event.type === 'UserSessionRenewed' || event.type === 'UserSessionExpired',
  documentId: (event) => (event.data as { sessionId: string }).sessionId,
  project(_document, recorded) {
    const event = { type: recorded.type, data: recorded.data } as UserEvent | UserSessionExpired;
    switch (event.type) {
      case 'UserSignedIn':
        return {
          _id: event.data.sessionId,
          userId: event.data.userId,
          startedAt: recorded.metadata.occurredAt,
          expiresAt: event.data.expiresAt,
          idleExpiresAt: event.data.idleExpiresAt ?? event.data.expiresAt,
          ip: event.data.ip,
          userAgent: event.data.userAgent,
        };
      case 'UserSessionRenewed':
        // Renewals only move the idle end forward, so a replayed older one cannot shorten it.
        if (!_document || _document.idleExpiresAt >= event.data.idleExpiresAt) return _document;
        return { ..._document, idleExpiresAt: event.data.idleExpiresAt };
      case 'UserSignedOut':
      case 'UserSessionExpired':
        return null;
      default:
        return _document;
    }
  },
};
