import { DomainError } from '../../../platform/errors/domain-error';
import type { Decider } from '../../../platform/commands/decider.type';
import type { EventSchedule } from './event-schedule.type';
import { EVENT_DETAIL_FIELDS, EVENT_TIME_FIELDS, type EventDetails, type EventEvent, type EventTimes, type OccurrenceChanges } from './event.events';

/**
 * Times and rules arrive checked: the handler reads them with the schedule utilities (rrule is a
 * library, not domain) and says whether a date is one of the series' occurrences.
 */
export type EventCommand =
  | { type: 'ScheduleEvent'; eventId: string; details: EventDetails; times: EventTimes; continues: string | null }
  | { type: 'ChangeEvent'; eventId: string; changes: Partial<EventDetails & EventTimes>; continuedBy?: string }
  | { type: 'CancelEvent'; eventId: string }
  | { type: 'ChangeOccurrence'; eventId: string; date: string; scheduled: boolean; changes: OccurrenceChanges }
  | { type: 'CancelOccurrence'; eventId: string; date: string; scheduled: boolean }
  | { type: 'ChangeEventImage'; eventId: string; imageId: string | null };

export type ExistingEvent = {
  status: 'scheduled' | 'cancelled';
  eventId: string;
  details: EventDetails;
  times: EventTimes;
  continues: string | null;
  cancelledDates: string[];
  occurrences: Record<string, OccurrenceChanges>;
  /** Its image's id; absent before it had one. */
  imageId?: string | null;
};

export type EventState = { status: 'none' } | ExistingEvent;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function pick<T extends object>(from: Partial<T>, fields: ReadonlyArray<keyof T>): Partial<T> {
  const picked: Partial<T> = {};
  for (const field of fields) if (from[field] !== undefined) picked[field] = from[field];
  return picked;
}

/** The schedule the event keeps as of its state (what rooms hold and the calendar expands). */
export function scheduleOf(state: ExistingEvent): EventSchedule {
  const moved: EventSchedule['moved'] = {};
  for (const [date, changes] of Object.entries(state.occurrences)) {
    if (changes.start !== undefined && changes.end !== undefined) moved[date] = { start: changes.start, end: changes.end };
  }
  return { ...state.times, cancelled: state.cancelledDates, moved };
}

function existing(state: EventState): ExistingEvent {
  if (state.status === 'none') throw new DomainError('NOT_FOUND');
  // A cancelled event is gone from the calendar: there is nothing left to change.
  if (state.status === 'cancelled') throw new DomainError('NOT_FOUND');
  return state;
}

export const eventDecider: Decider<EventState, EventCommand, EventEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'EventScheduled': {
        const { eventId, continues, ...rest } = event.data;
        return {
          status: 'scheduled',
          eventId,
          continues,
          details: pick(rest, EVENT_DETAIL_FIELDS) as EventDetails,
          times: pick(rest, EVENT_TIME_FIELDS) as EventTimes,
          cancelledDates: [],
          occurrences: {},
        };
      }
      case 'EventChanged':
        if (state.status === 'none') return state;
        return {
          ...state,
          details: { ...state.details, ...pick(event.data.changes, EVENT_DETAIL_FIELDS) },
          times: { ...state.times, ...pick(event.data.changes, EVENT_TIME_FIELDS) },
        };
      case 'EventCancelled':
        return state.status === 'none' ? state : { ...state, status: 'cancelled' };
      case 'EventOccurrenceChanged':
        if (state.status === 'none') return state;
        return { ...state, occurrences: { ...state.occurrences, [event.data.date]: { ...state.occurrences[event.data.date], ...event.data.changes } } };
      case 'EventOccurrenceCancelled':
        if (state.status === 'none' || state.cancelledDates.includes(event.data.date)) return state;
        return { ...state, cancelledDates: [...state.cancelledDates, event.data.date].sort() };
      case 'EventImageChanged':
        return state.status === 'none' ? state : { ...state, imageId: event.data.imageId };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'ScheduleEvent': {
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'EventScheduled', data: { eventId: command.eventId, continues: command.continues, ...command.details, ...command.times } }];
      }
      case 'ChangeEvent': {
        const event = existing(state);
        const current: Partial<EventDetails & EventTimes> = { ...event.details, ...event.times };
        const changes: Partial<EventDetails & EventTimes> = {};
        for (const [field, value] of Object.entries(command.changes) as Array<[keyof (EventDetails & EventTimes), unknown]>) {
          if (value !== undefined && !same(value, current[field])) (changes as Record<string, unknown>)[field] = value;
        }
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'EventChanged', data: { eventId: command.eventId, changes, ...(command.continuedBy ? { continuedBy: command.continuedBy } : {}) } }];
      }
      case 'CancelEvent': {
        if (state.status === 'none') throw new DomainError('NOT_FOUND');
        if (state.status === 'cancelled') return [];
        return [{ type: 'EventCancelled', data: { eventId: command.eventId } }];
      }
      case 'ChangeOccurrence': {
        const event = existing(state);
        if (!command.scheduled || event.cancelledDates.includes(command.date)) throw new DomainError('NOT_FOUND');
        const had = event.occurrences[command.date] ?? {};
        const changes: OccurrenceChanges = {};
        for (const [field, value] of Object.entries(command.changes) as Array<[keyof OccurrenceChanges, string | undefined]>) {
          if (value !== undefined && value !== had[field]) changes[field] = value;
        }
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'EventOccurrenceChanged', data: { eventId: command.eventId, date: command.date, changes } }];
      }
      case 'CancelOccurrence': {
        const event = existing(state);
        if (!command.scheduled) throw new DomainError('NOT_FOUND');
        if (event.cancelledDates.includes(command.date)) return [];
        return [{ type: 'EventOccurrenceCancelled', data: { eventId: command.eventId, date: command.date } }];
      }
      case 'ChangeEventImage': {
        const event = existing(state);
        if ((event.imageId ?? null) === command.imageId) return [];
        return [{ type: 'EventImageChanged', data: { eventId: command.eventId, imageId: command.imageId } }];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown event command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
