import { deciderSpec } from '../../../testing/decider-spec.util';
import { eventDecider, scheduleOf, type ExistingEvent } from './event.decider';
import type { EventDetails, EventEvent, EventTimes } from './event.events';

const id = '5b8d5c1e-0f5e-4d8e-9a51-3c2f1e0d9b71';
const details: EventDetails = {
  title: 'Sunday Worship',
  description: '',
  category: 'worship',
  location: '',
  roomId: null,
  resourceIds: [],
  setupMinutes: 0,
  teardownMinutes: 0,
  capacity: null,
  registration: 'closed',
  registrationDeadline: null,
  visibility: 'public',
};
const times: EventTimes = { start: '2026-03-01T10:00', end: '2026-03-01T11:30', allDay: false, timeZone: 'America/Chicago', rrule: 'FREQ=WEEKLY;BYDAY=SU' };
const scheduled: EventEvent = { type: 'EventScheduled', data: { eventId: id, continues: null, ...details, ...times } };
const spec = deciderSpec(eventDecider);

describe('the event decider', () => {
  it('schedules an event once', () => {
    spec.given([]).when({ type: 'ScheduleEvent', eventId: id, details, times, continues: null }).then([scheduled]);
    spec.given([scheduled]).when({ type: 'ScheduleEvent', eventId: id, details, times, continues: null }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('records only what changed, and nothing when nothing did', () => {
    spec
      .given([scheduled])
      .when({ type: 'ChangeEvent', eventId: id, changes: { title: 'Sunday Worship', capacity: 250, start: '2026-03-01T10:30' } })
      .then([{ type: 'EventChanged', data: { eventId: id, changes: { capacity: 250, start: '2026-03-01T10:30' } } }]);
    spec
      .given([scheduled])
      .when({ type: 'ChangeEvent', eventId: id, changes: { title: 'Sunday Worship', resourceIds: [] } })
      .thenNothing();
    // Ended for a continuation ("this and following"): the event says which one, for those who follow its occurrences.
    spec
      .given([scheduled])
      .when({ type: 'ChangeEvent', eventId: id, changes: { rrule: 'FREQ=WEEKLY;UNTIL=20260401' }, continuedBy: 'next' })
      .then([{ type: 'EventChanged', data: { eventId: id, changes: { rrule: 'FREQ=WEEKLY;UNTIL=20260401' }, continuedBy: 'next' } }]);
    spec
      .given([])
      .when({ type: 'ChangeEvent', eventId: id, changes: { title: 'x' } })
      .thenThrows('NOT_FOUND');
  });

  it('cancels an event once; a cancelled event takes no more changes', () => {
    const cancelled: EventEvent = { type: 'EventCancelled', data: { eventId: id } };
    spec.given([scheduled]).when({ type: 'CancelEvent', eventId: id }).then([cancelled]);
    spec.given([scheduled, cancelled]).when({ type: 'CancelEvent', eventId: id }).thenNothing();
    spec
      .given([scheduled, cancelled])
      .when({ type: 'ChangeEvent', eventId: id, changes: { title: 'Back' } })
      .thenThrows('NOT_FOUND');
    spec.given([]).when({ type: 'CancelEvent', eventId: id }).thenThrows('NOT_FOUND');
  });

  it('cancels one occurrence of the series, only a real one, and only once', () => {
    const one: EventEvent = { type: 'EventOccurrenceCancelled', data: { eventId: id, date: '2026-03-08' } };
    spec.given([scheduled]).when({ type: 'CancelOccurrence', eventId: id, date: '2026-03-08', scheduled: true }).then([one]);
    spec.given([scheduled, one]).when({ type: 'CancelOccurrence', eventId: id, date: '2026-03-08', scheduled: true }).thenNothing();
    spec.given([scheduled]).when({ type: 'CancelOccurrence', eventId: id, date: '2026-03-09', scheduled: false }).thenThrows('NOT_FOUND');
    spec
      .given([scheduled, one])
      .when({ type: 'ChangeOccurrence', eventId: id, date: '2026-03-08', scheduled: true, changes: { title: 'x' } })
      .thenThrows('NOT_FOUND');
  });

  it('changes one occurrence, merging with what it already had', () => {
    const moved: EventEvent = {
      type: 'EventOccurrenceChanged',
      data: { eventId: id, date: '2026-03-15', changes: { start: '2026-03-15T09:00', end: '2026-03-15T10:00' } },
    };
    spec
      .given([scheduled])
      .when({ type: 'ChangeOccurrence', eventId: id, date: '2026-03-15', scheduled: true, changes: { start: '2026-03-15T09:00', end: '2026-03-15T10:00' } })
      .then([moved]);
    spec
      .given([scheduled, moved])
      .when({ type: 'ChangeOccurrence', eventId: id, date: '2026-03-15', scheduled: true, changes: { start: '2026-03-15T09:00', title: 'Easter' } })
      .then([{ type: 'EventOccurrenceChanged', data: { eventId: id, date: '2026-03-15', changes: { title: 'Easter' } } }]);
  });

  it('gives the schedule rooms hold: cancelled dates and moved occurrences, whatever else changed', () => {
    const events: EventEvent[] = [
      scheduled,
      { type: 'EventOccurrenceCancelled', data: { eventId: id, date: '2026-03-08' } },
      { type: 'EventOccurrenceChanged', data: { eventId: id, date: '2026-03-15', changes: { title: 'Renamed only' } } },
      { type: 'EventOccurrenceChanged', data: { eventId: id, date: '2026-03-22', changes: { start: '2026-03-22T08:00', end: '2026-03-22T09:00' } } },
    ];
    const state = events.reduce(eventDecider.evolve, eventDecider.initialState()) as ExistingEvent;
    expect(scheduleOf(state)).toEqual({
      ...times,
      cancelled: ['2026-03-08'],
      moved: { '2026-03-22': { start: '2026-03-22T08:00', end: '2026-03-22T09:00' } },
    });
  });
});
