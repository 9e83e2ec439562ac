import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { bookableDecider, type ExistingBookable } from '../domain/bookable.decider';
import { BOOKABLE_EVENT_TYPES, type BookableEvent } from '../domain/bookable.events';

/** Rooms and resources with their bookings, for the lists and for which rooms are free. */
export type BookableDocument = { _id: string; bookable: ExistingBookable; kind: ExistingBookable['kind']; sortName: string; revision: number };

// Folding needs no clash check.
const fold = bookableDecider(() => null);

export const bookablesProjection: Projection<BookableDocument> = {
  name: 'events-bookables',
  collection: 'event-bookables',
  version: 1,
  indexes: [{ spec: { kind: 1, sortName: 1 } }],
  canHandle: (event: RecordedEvent) => BOOKABLE_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { bookableId?: string }).bookableId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as BookableEvent;
    if (!document && event.type !== 'BookableAdded') return null;
    const state = fold.evolve(document?.bookable ?? fold.initialState(), event);
    if (state.status === 'none') return null;
    return { _id: state.bookableId, bookable: state, kind: state.kind, sortName: state.name.toLowerCase(), revision: recorded.revision };
  },
};
