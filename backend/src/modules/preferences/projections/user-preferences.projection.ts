import type { UserPreferences } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import type { PreferencesEvent } from '../domain/preferences.events';

export type UserPreferencesDocument = UserPreferences & { _id: string; revision: number; [key: string]: unknown };

/** Each user's preferences, by user id, stamped with when they last changed. */
export const userPreferencesProjection: Projection<UserPreferencesDocument> = {
  name: 'user-preferences',
  collection: 'user_preferences',
  version: 1,
  canHandle: (event) => event.type === 'UserPreferencesChanged',
  documentId: (event) => (event.data as { userId?: string }).userId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as PreferencesEvent;
    return { _id: event.data.userId, ...event.data.preferences, lastUpdated: recorded.metadata.occurredAt, revision: recorded.revision };
  },
};
