import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { EventCancelled, EventChanged, EventOccurrenceCancelled, EventOccurrenceChanged, EventScheduled } from '../domain/event.events';
import { EVENT_TIME_FIELDS } from '../domain/event.events';

/**
 * What an event of this context did to occurrences, for contexts that plan around them (the
 * volunteer schedule). An occurrence is named by the date it was scheduled for, here as in the
 * event itself: `one` moved or cancelled it alone; `all` changed the series' times or cancelled
 * the event (an occurrence whose date the series no longer has is gone, unless `continuedBy` says
 * another event takes the dates on); `continued` is that other event, scheduled next.
 */
export type OccurrenceChange =
  | { kind: 'one'; eventId: string; date: string }
  | { kind: 'all'; eventId: string; continuedBy: string | null }
  | { kind: 'continued'; eventId: string; continues: string };

/** The occurrence change an event records; null when its occurrences stay where they were. */
export function occurrenceChangeOf(event: RecordedEvent): OccurrenceChange | null {
  switch (event.type) {
    case 'EventOccurrenceChanged' satisfies EventOccurrenceChanged['type']: {
      const { eventId, date, changes } = event.data as EventOccurrenceChanged['data'];
      return changes.start !== undefined || changes.end !== undefined ? { kind: 'one', eventId, date } : null;
    }
    case 'EventOccurrenceCancelled' satisfies EventOccurrenceCancelled['type']: {
      const { eventId, date } = event.data as EventOccurrenceCancelled['data'];
      return { kind: 'one', eventId, date };
    }
    case 'EventChanged' satisfies EventChanged['type']: {
      const { eventId, changes, continuedBy } = event.data as EventChanged['data'];
      return EVENT_TIME_FIELDS.some((field) => changes[field] !== undefined) ? { kind: 'all', eventId, continuedBy: continuedBy ?? null } : null;
    }
    case 'EventCancelled' satisfies EventCancelled['type']:
      return { kind: 'all', eventId: (event.data as EventCancelled['data']).eventId, continuedBy: null };
    case 'EventScheduled' satisfies EventScheduled['type']: {
      const { eventId, continues } = event.data as EventScheduled['data'];
      return continues ? { kind: 'continued', eventId, continues } : null;
    }
    default:
      return null;
  }
}
