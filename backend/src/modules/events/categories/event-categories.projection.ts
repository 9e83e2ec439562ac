import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import type { EventCategoryAdded } from '../domain/event-categories.events';

/** One of the church's own categories, by slug. */
export type EventCategoryDocument = { _id: string; label: string; revision: number };

export const eventCategoriesProjection: Projection<EventCategoryDocument> = {
  name: 'events-categories',
  collection: 'event-categories',
  version: 1,
  canHandle: (event: RecordedEvent) => event.type === ('EventCategoryAdded' satisfies EventCategoryAdded['type']),
  documentId: (event: RecordedEvent) => (event.data as EventCategoryAdded['data']).slug,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    return { _id: (recorded.data as EventCategoryAdded['data']).slug, label: (recorded.data as EventCategoryAdded['data']).label, revision: recorded.revision };
  },
};
