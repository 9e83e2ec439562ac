import type { BookableKind } from '@koinonia/contracts';
import type { BookedSchedule } from './event-schedule.type';

/** One event's hold on a room or resource: the whole series, buffers included. */
export type Booking = { eventId: string; title: string; schedule: BookedSchedule };

export type BookableAdded = { type: 'BookableAdded'; data: { bookableId: string; kind: BookableKind; name: string; capacity: number | null } };
/** Replaces the event's earlier booking of it, if any. */
export type BookableReserved = { type: 'BookableReserved'; data: { bookableId: string } & Booking };
export type BookableReleased = { type: 'BookableReleased'; data: { bookableId: string; eventId: string } };

export type BookableEvent = BookableAdded | BookableReserved | BookableReleased;

export const BOOKABLE_EVENT_TYPES: ReadonlySet<string> = new Set<BookableEvent['type']>(['BookableAdded', 'BookableReserved', 'BookableReleased']);

/**
 * A room or resource and every booking of it, in one stream: a booking is decided against all the
 * others at the stream's revision, so two bookings racing for the same time meet there and only
 * one is kept.
 */
export const bookableStream = (bookableId: string) => `bookable-${bookableId}`;
