import type { BookableKind, EventRegistration, EventVisibility } from './event.constant';

/** A room or resource an event books, by name. */
export interface EventBookingRef {
  id: string;
  name: string;
}

/**
 * One occurrence of an event, as the calendar lists it (`GET /api/events`). A one-off event has one
 * occurrence; a recurring one has one per date its rule gives, less those cancelled, each with the
 * changes made to it alone. Times are instants (ISO, UTC); `occurrence` is the date it was
 * scheduled for in the event's zone, which names it for changes and cancellation.
 */
export interface EventOccurrenceView {
  eventId: string;
  occurrence: string;
  /** When it was scheduled to begin, before any change to it alone: stable while the series stands. */
  occurrenceStart: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  timeZone: string;
  title: string;
  description: string;
  category: string;
  location: string;
  room: EventBookingRef | null;
  resources: EventBookingRef[];
  capacity: number | null;
  registration: EventRegistration;
  registrationDeadline: string | null;
  visibility: EventVisibility;
  recurring: boolean;
  /** Changed on its own (this occurrence only). */
  changed: boolean;
  /** It has ended. */
  past: boolean;
  /** It has an image (`GET /api/events/:eventId/image`). */
  hasImage: boolean;
}

/** What every occurrence of an event shares: sent once per event in a calendar window. */
export type CalendarEventView = Omit<EventOccurrenceView, 'occurrence' | 'occurrenceStart' | 'startsAt' | 'endsAt' | 'changed' | 'past'>;

/** One occurrence in a calendar window: its event (an index into `events`), its own times, and what was changed on it alone. */
export interface CalendarOccurrenceView {
  event: number;
  occurrence: string;
  /** Absent when it is `startsAt` (the occurrence was not moved on its own): most are not. */
  occurrenceStart?: string;
  startsAt: string;
  endsAt: string;
  past: boolean;
  /** Present when it was changed on its own: its title, description and location as they now are. */
  changes?: CalendarOccurrenceChanges;
}

export interface CalendarOccurrenceChanges {
  title: string;
  description: string;
  location: string;
}

/**
 * `GET /api/events/calendar`: the occurrences `GET /api/events` lists for the same window, in the same
 * order, with what an event's occurrences share sent once — a busy month is thousands of occurrences
 * of a few hundred events, and the calendar reads it whole.
 */
export interface CalendarWindowView {
  events: CalendarEventView[];
  occurrences: CalendarOccurrenceView[];
}

/** A calendar window as `GET /api/events` gives it: one view per occurrence. */
export function expandCalendarWindow(window: CalendarWindowView): EventOccurrenceView[] {
  return window.occurrences.map((occurrence) => {
    const event = window.events[occurrence.event]!;
    return {
      ...event,
      occurrence: occurrence.occurrence,
      occurrenceStart: occurrence.occurrenceStart ?? occurrence.startsAt,
      startsAt: occurrence.startsAt,
      endsAt: occurrence.endsAt,
      past: occurrence.past,
      changed: occurrence.changes !== undefined,
      ...occurrence.changes,
    };
  });
}

/** `GET /api/events/:id`: the event as it was written, with its rule and exceptions. */
export interface EventView {
  id: string;
  title: string;
  description: string;
  category: string;
  /** Local times in `timeZone` (`2026-03-08T10:00`); for an all-day event, dates, `endsAt` its last day. */
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  timeZone: string;
  recurrence: string | null;
  /** Dates of cancelled occurrences. */
  cancelledOccurrences: string[];
  /** Dates of occurrences changed on their own. */
  changedOccurrences: string[];
  location: string;
  room: EventBookingRef | null;
  resources: EventBookingRef[];
  setupMinutes: number;
  teardownMinutes: number;
  capacity: number | null;
  registration: EventRegistration;
  registrationDeadline: string | null;
  visibility: EventVisibility;
  status: 'scheduled' | 'cancelled';
  /** The event this one continues, when it was split from a series ("this and following"). */
  continues: string | null;
  /** The next occurrence to begin, or null when none is to come. */
  next: string | null;
  /** It has an image (`GET /api/events/:id/image`). */
  hasImage: boolean;
  revision: number;
}

/** A room or resource events book (`GET /api/rooms`, `GET /api/resources`, `GET /api/rooms/free`). */
export interface BookableView {
  id: string;
  kind: BookableKind;
  name: string;
  /** A room's capacity; null for a resource. */
  capacity: number | null;
  /** How many events book it. */
  bookings: number;
}
