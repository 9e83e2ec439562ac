import type { BookableKind } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Decider } from '../../../platform/commands/decider.type';
import type { BookableEvent, Booking } from './bookable.events';
import type { ClashFinder } from './event-schedule.type';

export type BookableCommand =
  | { type: 'AddBookable'; bookableId: string; kind: BookableKind; name: string; capacity: number | null }
  | ({ type: 'Reserve'; bookableId: string } & Booking)
  | { type: 'Release'; bookableId: string; eventId: string };

export type ExistingBookable = {
  status: 'added';
  bookableId: string;
  kind: BookableKind;
  name: string;
  capacity: number | null;
  bookings: Record<string, Booking>;
};
export type BookableState = { status: 'none' } | ExistingBookable;

/**
 * A room's or resource's bookings. Whether two bookings overlap is rrule's to say, outside the
 * domain: the decider is made with the clash finder it decides by.
 */
export function bookableDecider(findClash: ClashFinder): Decider<BookableState, BookableCommand, BookableEvent> {
  return {
    initialState: () => ({ status: 'none' }),
    // A room booked by years of events keeps a long stream.
    snapshot: { name: 'bookable', version: 1, every: 100 },

    evolve(state, event) {
      switch (event.type) {
        case 'BookableAdded':
          return { status: 'added', ...event.data, bookings: {} };
        case 'BookableReserved': {
          if (state.status === 'none') return state;
          const { bookableId: _bookable, ...booking } = event.data;
          return { ...state, bookings: { ...state.bookings, [booking.eventId]: booking } };
        }
        case 'BookableReleased': {
          if (state.status === 'none') return state;
          const { [event.data.eventId]: _released, ...bookings } = state.bookings;
          return { ...state, bookings };
        }
        default:
          return state;
      }
    },

    decide(command, state) {
      switch (command.type) {
        case 'AddBookable': {
          if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
          const { bookableId, kind, name, capacity } = command;
          return [{ type: 'BookableAdded', data: { bookableId, kind, name, capacity } }];
        }
        case 'Reserve': {
          if (state.status === 'none') throw new DomainError('NOT_FOUND');
          const { bookableId, eventId, title, schedule } = command;
          const booking: Booking = { eventId, title, schedule };
          if (JSON.stringify(state.bookings[eventId]) === JSON.stringify(booking)) return [];
          for (const other of Object.values(state.bookings)) {
            if (other.eventId === eventId) continue;
            const clash = findClash(schedule, other.schedule);
            if (clash) {
              throw new DomainError('EVENT_CONFLICT', {
                fields: [],
                [state.kind]: { id: state.bookableId, name: state.name },
                event: { id: other.eventId, title: other.title, startsAt: clash.startsAt, endsAt: clash.endsAt },
              });
            }
          }
          return [{ type: 'BookableReserved', data: { bookableId, ...booking } }];
        }
        case 'Release': {
          if (state.status === 'none' || !state.bookings[command.eventId]) return [];
          return [{ type: 'BookableReleased', data: { bookableId: command.bookableId, eventId: command.eventId } }];
        }
        default: {
          const unknown: never = command;
          throw new Error(`Unknown bookable command ${JSON.stringify(unknown)}`);
        }
      }
    },
  };
}
