import { deciderSpec } from '../../../testing/decider-spec.util';
import { findClash } from '../schedule/event-schedule.util';
import { bookableDecider } from './bookable.decider';
import type { BookableEvent } from './bookable.events';
import type { BookedSchedule } from './event-schedule.type';

const room = '0c7a7f64-2a8b-4e59-8d0f-6f3c5a1b2e90';
const worship = '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const wedding = '2e3f4051-6b7c-4d8e-9fa0-1b2c3d4e5f60';
const weekly: BookedSchedule = {
  start: '2026-03-01T10:00',
  end: '2026-03-01T11:30',
  allDay: false,
  timeZone: 'America/Chicago',
  rrule: 'FREQ=WEEKLY;BYDAY=SU',
  cancelled: [],
  moved: {},
  setupMinutes: 30,
  teardownMinutes: 15,
};
const once = (start: string, end: string): BookedSchedule => ({ ...weekly, start, end, rrule: null, setupMinutes: 0, teardownMinutes: 0 });
const added: BookableEvent = { type: 'BookableAdded', data: { bookableId: room, kind: 'room', name: 'Sanctuary', capacity: 300 } };
const sundays: BookableEvent = { type: 'BookableReserved', data: { bookableId: room, eventId: worship, title: 'Sunday Worship', schedule: weekly } };
const spec = deciderSpec(bookableDecider(findClash));

describe('the bookable decider', () => {
  it('adds a room once', () => {
    spec.given([]).when({ type: 'AddBookable', bookableId: room, kind: 'room', name: 'Sanctuary', capacity: 300 }).then([added]);
    spec.given([added]).when({ type: 'AddBookable', bookableId: room, kind: 'room', name: 'Sanctuary', capacity: 300 }).thenThrows('CONCURRENCY_CONFLICT');
  });

  it('books a free time, and refuses an occurrence years ahead that clashes, naming the event and its time', () => {
    spec.given([added]).when({ type: 'Reserve', bookableId: room, eventId: worship, title: 'Sunday Worship', schedule: weekly }).then([sundays]);
    const run = () =>
      bookableDecider(findClash).decide(
        { type: 'Reserve', bookableId: room, eventId: wedding, title: 'Wedding', schedule: once('2030-06-16T09:00', '2030-06-16T09:45') },
        [added, sundays].reduce(bookableDecider(findClash).evolve, bookableDecider(findClash).initialState()),
        { now: '2026-01-01T00:00:00.000Z', actorId: null },
      );
    // 09:45 ends inside Sunday's 30-minute setup before 10:00 (CDT in June: UTC-5).
    expect(run).toThrow(
      expect.objectContaining({
        code: 'EVENT_CONFLICT',
        details: {
          fields: [],
          room: { id: room, name: 'Sanctuary' },
          event: { id: worship, title: 'Sunday Worship', startsAt: '2030-06-16T15:00:00.000Z', endsAt: '2030-06-16T16:30:00.000Z' },
        },
      }),
    );
    spec
      .given([added, sundays])
      .when({ type: 'Reserve', bookableId: room, eventId: wedding, title: 'Wedding', schedule: once('2030-06-16T12:00', '2030-06-16T13:00') })
      .then([
        { type: 'BookableReserved', data: { bookableId: room, eventId: wedding, title: 'Wedding', schedule: once('2030-06-16T12:00', '2030-06-16T13:00') } },
      ]);
  });

  it('lets an event move its own booking, records nothing for the same booking, and frees the room on release', () => {
    const later = { ...weekly, start: '2026-03-01T10:30', end: '2026-03-01T12:00' };
    spec
      .given([added, sundays])
      .when({ type: 'Reserve', bookableId: room, eventId: worship, title: 'Sunday Worship', schedule: later })
      .then([{ type: 'BookableReserved', data: { bookableId: room, eventId: worship, title: 'Sunday Worship', schedule: later } }]);
    spec.given([added, sundays]).when({ type: 'Reserve', bookableId: room, eventId: worship, title: 'Sunday Worship', schedule: weekly }).thenNothing();
    const released: BookableEvent = { type: 'BookableReleased', data: { bookableId: room, eventId: worship } };
    spec.given([added, sundays]).when({ type: 'Release', bookableId: room, eventId: worship }).then([released]);
    spec.given([added, sundays, released]).when({ type: 'Release', bookableId: room, eventId: worship }).thenNothing();
    spec
      .given([added, sundays, released])
      .when({ type: 'Reserve', bookableId: room, eventId: wedding, title: 'Wedding', schedule: once('2026-03-01T10:00', '2026-03-01T11:00') })
      .then([expect.objectContaining({ type: 'BookableReserved' }) as BookableEvent]);
  });

  it('books nothing in a room that does not exist', () => {
    spec.given([]).when({ type: 'Reserve', bookableId: room, eventId: worship, title: 'x', schedule: weekly }).thenThrows('NOT_FOUND');
  });
});
