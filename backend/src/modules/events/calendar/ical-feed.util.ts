import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import type { ExistingEvent } from '../domain/event.decider';
import type { PersonalCalendarEntry } from './personal-calendar.registry';
import { formatWall, instantOf, parseWall } from '../schedule/zoned-time.util';

const DAY = 86_400_000;
/** `20260308T100000`: a wall time as iCal writes it beside a TZID. */
const icalWall = (wall: number) => formatWall(wall).replace(/[-:]/g, '') + '00';
const icalDate = (wall: number) => formatWall(wall).slice(0, 10).replace(/-/g, '');

/** A wall time in the zone as Luxon has it: ical-generator writes it with the zone's TZID. */
const zoned = (wall: string, timeZone: string) => DateTime.fromISO(wall, { zone: timeZone });

/**
 * The rule as iCal needs it: beside a DTSTART with a zone, UNTIL is the UTC instant its last day
 * ends (RFC 5545, 3.3.10); beside an all-day DTSTART it stays a date. Cancelled occurrences are
 * EXDATEs at their scheduled time.
 */
function recurrenceLines(event: ExistingEvent): string {
  const { times } = event;
  const start = parseWall(times.start) ?? 0;
  const rule = (times.rrule ?? '')
    .split(';')
    .map((part) => {
      const until = /^UNTIL=(\d{4})(\d{2})(\d{2})/i.exec(part);
      if (!until || times.allDay) return part;
      const lastMoment = Date.UTC(+until[1], +until[2] - 1, +until[3], 23, 59, 59);
      return `UNTIL=${new Date(instantOf(lastMoment, times.timeZone)).toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
    })
    .join(';');
  const lines = [`RRULE:${rule}`];
  const timeOfDay = start % DAY;
  for (const date of event.cancelledDates) {
    const wall = (parseWall(date) ?? 0) + timeOfDay;
    lines.push(times.allDay ? `EXDATE;VALUE=DATE:${icalDate(wall)}` : `EXDATE;TZID=${times.timeZone}:${icalWall(wall)}`);
  }
  return lines.join('\n');
}

/** The place people go: the location written, else the room's name. */
const placeOf = (location: string, room: string | null) => location || room || '';

/** A reader's registrations by event and occurrence date: `registered` or `waitlisted`. */
export type FeedRegistrations = Map<string, Map<string, string>>;

/** The property a personal feed marks the reader's registered occurrences with. */
export const REGISTRATION_PROPERTY = 'X-KOINONIA-REGISTRATION';

/** The property a personal feed marks entries other contexts keep with (`volunteer:confirmed`, …). */
export const ENTRY_PROPERTY = 'X-KOINONIA-ENTRY';

const marked = (status: string | undefined) => (status ? { x: [[REGISTRATION_PROPERTY, status]] as [string, string][] } : {});

/**
 * A calendar feed of the events given, with each zone's VTIMEZONE: recurring events as an RRULE with
 * EXDATEs, and each occurrence changed on its own as an override with its RECURRENCE-ID. A personal
 * feed marks the reader's registrations (X-KOINONIA-REGISTRATION): a registered occurrence of a
 * series is an override of its own, so the mark is on that occurrence alone. The person's own entries
 * (their volunteer services) follow, in the church's zone.
 */
export function icalFeed(
  name: string,
  events: ExistingEvent[],
  roomNames: Map<string, string>,
  registrations: FeedRegistrations = new Map(),
  own: { entries: PersonalCalendarEntry[]; timeZone: string } = { entries: [], timeZone: 'UTC' },
): string {
  const calendar = new ICalCalendar({ name, prodId: { company: 'Koinonia', product: 'Calendar', language: 'EN' } });
  // Events keep the zone the church had when they were made: one zone, the church's, in practice.
  const zone = events[0]?.times.timeZone ?? (own.entries.length > 0 ? own.timeZone : undefined);
  if (zone) calendar.timezone({ name: zone, generator: getVtimezoneComponent });
  for (const event of events) {
    const { times, details } = event;
    const room = details.roomId ? (roomNames.get(details.roomId) ?? null) : null;
    const end = parseWall(times.end) ?? 0;
    const common = { timezone: times.timeZone, allDay: times.allDay };
    calendar.createEvent({
      ...common,
      id: event.eventId,
      start: zoned(times.start, times.timeZone),
      // An all-day event's end is exclusive in iCal as it is here: the midnight after its last day.
      end: zoned(formatWall(end), times.timeZone),
      summary: details.title,
      description: details.description,
      location: placeOf(details.location, room),
      categories: [{ name: details.category }],
      repeating: times.rrule ? recurrenceLines(event) : null,
      ...marked(times.rrule ? undefined : registrations.get(event.eventId)?.get(times.start.slice(0, 10))),
    });
    if (!times.rrule) continue;
    const own = registrations.get(event.eventId) ?? new Map<string, string>();
    const timeOfDay = (parseWall(times.start) ?? 0) % DAY;
    const duration = end - (parseWall(times.start) ?? 0);
    for (const date of [...new Set([...Object.keys(event.occurrences), ...own.keys()])].sort()) {
      if (event.cancelledDates.includes(date)) continue;
      const changes = event.occurrences[date] ?? {};
      const scheduled = (parseWall(date) ?? 0) + timeOfDay;
      calendar.createEvent({
        ...common,
        id: event.eventId,
        recurrenceId: zoned(formatWall(scheduled), times.timeZone),
        start: zoned(changes.start ?? formatWall(scheduled), times.timeZone),
        end: zoned(changes.end ?? formatWall(scheduled + duration), times.timeZone),
        summary: changes.title ?? details.title,
        description: changes.description ?? details.description,
        location: placeOf(changes.location ?? details.location, room),
        categories: [{ name: details.category }],
        ...marked(own.get(date)),
      });
    }
  }
  for (const entry of own.entries) {
    calendar.createEvent({
      id: entry.uid,
      timezone: zone ?? own.timeZone,
      start: DateTime.fromISO(entry.startsAt).setZone(zone ?? own.timeZone),
      end: DateTime.fromISO(entry.endsAt).setZone(zone ?? own.timeZone),
      summary: entry.summary,
      description: entry.description,
      status: entry.tentative ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      x: [[ENTRY_PROPERTY, entry.kind]],
    });
  }
  return calendar.toString();
}
