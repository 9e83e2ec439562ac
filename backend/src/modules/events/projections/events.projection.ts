import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { eventDecider, scheduleOf, type ExistingEvent } from '../domain/event.decider';
import { EVENT_EVENT_TYPES, type EventEvent } from '../domain/event.events';
import { spanOf } from '../schedule/event-schedule.util';
import { instantOf } from '../schedule/zoned-time.util';

/**
 * An event as its stream has it, with the instants its occurrences can span (null: it repeats
 * without end), so that a calendar window reads only the events that can fall in it.
 */
export type EventDocument = { _id: string; event: ExistingEvent; spanFrom: number; spanTo: number | null; revision: number };

export const eventsProjection: Projection<EventDocument> = {
  name: 'events-events',
  collection: 'events',
  version: 1,
  indexes: [{ spec: { spanFrom: 1 } }],
  canHandle: (event: RecordedEvent) => EVENT_EVENT_TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { eventId?: string }).eventId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as EventEvent;
    // Starting mid-stream, an update has nothing to update.
    if (!document && event.type !== 'EventScheduled') return null;
    const state = eventDecider.evolve(document?.event ?? eventDecider.initialState(), event);
    if (state.status === 'none') return null;
    const schedule = scheduleOf(state);
    const span = spanOf(schedule);
    return {
      _id: state.eventId,
      event: state,
      spanFrom: instantOf(span.first, schedule.timeZone),
      spanTo: Number.isFinite(span.last) ? instantOf(span.last, schedule.timeZone) : null,
      revision: recorded.revision,
    };
  },
};
