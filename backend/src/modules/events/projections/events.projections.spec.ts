import { recorded } from '../../../testing/decider-spec.util';
import type { BookableEvent } from '../domain/bookable.events';
import type { EventEvent } from '../domain/event.events';
import { bookablesProjection } from './bookables.projection';
import { eventsProjection } from './events.projection';

const id = '5b8d5c1e-0f5e-4d8e-9a51-3c2f1e0d9b71';
const scheduled: EventEvent = {
  type: 'EventScheduled',
  data: {
    eventId: id,
    continues: null,
    title: 'Youth Night',
    description: '',
    category: 'youth',
    location: 'Youth Room',
    roomId: null,
    resourceIds: [],
    setupMinutes: 0,
    teardownMinutes: 0,
    capacity: 40,
    registration: 'open',
    registrationDeadline: null,
    visibility: 'members',
    start: '2026-03-06T19:00',
    end: '2026-03-06T21:00',
    allDay: false,
    timeZone: 'America/Chicago',
    rrule: 'FREQ=WEEKLY;BYDAY=FR;COUNT=3',
  },
};
const cancelledOne: EventEvent = { type: 'EventOccurrenceCancelled', data: { eventId: id, date: '2026-03-13' } };

describe('the events projections', () => {
  it('keeps an event and the instants it spans; an event applied twice changes nothing', () => {
    const first = recorded(scheduled, `event-${id}`, 0);
    const once = eventsProjection.project(null, first);
    expect(once).toMatchObject({ _id: id, revision: 0, event: { status: 'scheduled', details: { title: 'Youth Night' } } });
    // Three Fridays from 6 March: the span ends a day after the last, 20 March.
    expect(once!.spanTo).toBeGreaterThan(Date.parse('2026-03-21T02:00:00Z'));
    expect(eventsProjection.project(once, first)).toBe(once);
    const second = recorded(cancelledOne, `event-${id}`, 1);
    const after = eventsProjection.project(once, second);
    expect(after!.event.cancelledDates).toEqual(['2026-03-13']);
    expect(eventsProjection.project(after, second)).toEqual(after);
    expect(eventsProjection.project(after, first)).toEqual(after);
  });

  it('keeps no document for an update whose event it never saw, and an open-ended series has no end', () => {
    expect(eventsProjection.project(null, recorded(cancelledOne, `event-${id}`, 1))).toBeNull();
    const open = { ...scheduled, data: { ...scheduled.data, rrule: 'FREQ=WEEKLY;BYDAY=FR' } } as EventEvent;
    expect(eventsProjection.project(null, recorded(open, `event-${id}`, 0))!.spanTo).toBeNull();
  });

  it('keeps a room with its bookings, applied twice the same', () => {
    const room = '0c7a7f64-2a8b-4e59-8d0f-6f3c5a1b2e90';
    const added = recorded<BookableEvent>(
      { type: 'BookableAdded', data: { bookableId: room, kind: 'room', name: 'Youth Room', capacity: 40 } },
      `bookable-${room}`,
      0,
    );
    const booked = recorded<BookableEvent>(
      {
        type: 'BookableReserved',
        data: {
          bookableId: room,
          eventId: id,
          title: 'Youth Night',
          schedule: {
            start: '2026-03-06T19:00',
            end: '2026-03-06T21:00',
            allDay: false,
            timeZone: 'America/Chicago',
            rrule: null,
            cancelled: [],
            moved: {},
            setupMinutes: 0,
            teardownMinutes: 0,
          },
        },
      },
      `bookable-${room}`,
      1,
    );
    const document = bookablesProjection.project(bookablesProjection.project(null, added), booked);
    expect(document).toMatchObject({ _id: room, kind: 'room', sortName: 'youth room', revision: 1 });
    expect(Object.keys(document!.bookable.bookings)).toEqual([id]);
    expect(bookablesProjection.project(document, booked)).toEqual(document);
  });
});
