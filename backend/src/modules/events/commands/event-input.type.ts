import type { EventDetails } from '../domain/event.events';

/** Times as a client sent them (see CreateEventDto). */
export interface TimesInput {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  recurrence: string | null;
}

/** An event as a client writes it: its details (the deadline as sent), and times as sent (local to the church's zone unless they carry an offset). */
export type EventInput = TimesInput & EventDetails;

export const TIME_INPUT_FIELDS = ['startsAt', 'endsAt', 'allDay', 'recurrence'] as const;

/** The details of an input, the deadline read as a wall time in the zone. */
export function detailsOf(input: Partial<EventInput>, deadline: string | null | undefined): Partial<EventDetails> {
  const { startsAt: _s, endsAt: _e, allDay: _a, recurrence: _r, registrationDeadline: _d, ...details } = input;
  const picked: Partial<EventDetails> = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  if (deadline !== undefined) picked.registrationDeadline = deadline;
  if (picked.resourceIds) picked.resourceIds = [...new Set(picked.resourceIds)].sort();
  return picked;
}
