import type { EventRegistration, EventVisibility } from '@koinonia/contracts';

/** What an event says about itself besides when it happens. */
export type EventDetails = {
  title: string;
  description: string;
  category: string;
  location: string;
  roomId: string | null;
  resourceIds: string[];
  setupMinutes: number;
  teardownMinutes: number;
  capacity: number | null;
  registration: EventRegistration;
  /** A wall time in the event's zone, or null for none. */
  registrationDeadline: string | null;
  visibility: EventVisibility;
};

/** When it happens: wall times in its zone (an all-day event runs from the start's midnight to the end's), and its rule. */
export type EventTimes = {
  start: string;
  end: string;
  allDay: boolean;
  timeZone: string;
  rrule: string | null;
};

/** What may change for one occurrence on its own. */
export type OccurrenceChanges = Partial<{ title: string; description: string; location: string; start: string; end: string }>;

export type EventScheduled = { type: 'EventScheduled'; data: EventDetails & EventTimes & { eventId: string; continues: string | null } };
/** `continuedBy`: the series ends here because that event, scheduled next, continues it ("this and following"). */
export type EventChanged = { type: 'EventChanged'; data: { eventId: string; changes: Partial<EventDetails & EventTimes>; continuedBy?: string } };
export type EventCancelled = { type: 'EventCancelled'; data: { eventId: string } };
/** Changes merge into what the occurrence already had. */
export type EventOccurrenceChanged = { type: 'EventOccurrenceChanged'; data: { eventId: string; date: string; changes: OccurrenceChanges } };
export type EventOccurrenceCancelled = { type: 'EventOccurrenceCancelled'; data: { eventId: string; date: string } };

/** A new image (its id names the stored file), or none. */
export type EventImageChanged = { type: 'EventImageChanged'; data: { eventId: string; imageId: string | null } };

export type EventEvent = EventScheduled | EventChanged | EventCancelled | EventOccurrenceChanged | EventOccurrenceCancelled | EventImageChanged;

export const EVENT_EVENT_TYPES: ReadonlySet<string> = new Set<EventEvent['type']>([
  'EventScheduled',
  'EventChanged',
  'EventCancelled',
  'EventOccurrenceChanged',
  'EventOccurrenceCancelled',
  'EventImageChanged',
]);

export const eventStream = (eventId: string) => `event-${eventId}`;

export const EVENT_DETAIL_FIELDS: ReadonlyArray<keyof EventDetails> = [
  'title',
  'description',
  'category',
  'location',
  'roomId',
  'resourceIds',
  'setupMinutes',
  'teardownMinutes',
  'capacity',
  'registration',
  'registrationDeadline',
  'visibility',
];
export const EVENT_TIME_FIELDS: ReadonlyArray<keyof EventTimes> = ['start', 'end', 'allDay', 'timeZone', 'rrule'];
