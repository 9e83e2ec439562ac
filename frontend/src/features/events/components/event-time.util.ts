import { localeOf } from '../../../shared/i18n';
import type { Weekday } from './recurrence.util';

const formats = new Map<string, Intl.DateTimeFormat>();

/** Intl for a language and zone, made once; a zone this runtime refuses falls back to the device's. */
function format(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(localeOf(language), options);
    } catch {
      found = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone: undefined });
    }
    formats.set(key, found);
  }
  return found;
}

const DAY = { weekday: 'short', day: 'numeric', month: 'short' } as const;
const DAY_AND_TIME = { ...DAY, hour: 'numeric', minute: '2-digit' } as const;

/**
 * When an occurrence runs, in the church's zone and the reader's language ("Sun, Mar 8, 6:00 – 8:00 PM");
 * an all-day one by its days alone (its end is the midnight after its last day).
 */
export function formatOccurrence(startsAt: string, endsAt: string, allDay: boolean, timeZone: string, language: string): string {
  const start = new Date(startsAt);
  const end = new Date(allDay ? new Date(endsAt).getTime() - 1 : endsAt);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return startsAt;
  return format(language, { ...(allDay ? DAY : DAY_AND_TIME), timeZone }).formatRange(start, end);
}

/** A wall time (`2026-03-08T10:00` or a date) as the instant it names in UTC, so formatting in UTC says it as written. */
function wallInstant(wall: string): { date: Date; timed: boolean } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(wall);
  if (!match) return null;
  const [, y, m, d, hh = '00', mm = '00'] = match;
  return { date: new Date(Date.UTC(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm))), timed: match[4] !== undefined };
}

/** A time written in the church's zone (`2026-03-08T10:00`, or a date for all day), said the reader's way. */
export function formatWall(wall: string, allDay: boolean, language: string): string {
  const at = wallInstant(wall);
  if (!at) return wall;
  return format(language, { ...(allDay || !at.timed ? DAY : DAY_AND_TIME), year: 'numeric', timeZone: 'UTC' }).format(at.date);
}

/** From one wall time to another, said once where they share the day ("Sun, Oct 11, 2026, 12:00 – 2:00 PM"). */
export function formatWallRange(start: string, end: string, allDay: boolean, language: string): string {
  const from = wallInstant(start);
  const to = wallInstant(end);
  if (!from || !to || to.date < from.date) return formatWall(start, allDay, language);
  return format(language, { ...(allDay || !from.timed ? DAY : DAY_AND_TIME), year: 'numeric', timeZone: 'UTC' }).formatRange(from.date, to.date);
}

/** An instant as a wall time in a zone (`2026-03-08T10:00`), as the forms and the API write local times. */
export function wallTimeIn(instant: string, timeZone: string): string {
  const parts = format('en', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/** A weekday's name in the reader's language ("Sunday", "domingo"), from a week known to start on a Monday. */
export function weekdayName(day: Weekday, language: string, width: 'long' | 'short' = 'long'): string {
  const index = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'].indexOf(day);
  return format(language, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));
}

/** Items joined the language's way ("Sunday and Wednesday"). */
export function joinList(items: string[], language: string): string {
  try {
    return new Intl.ListFormat(localeOf(language), { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/** A wall time an hour on (`…T10:00` → `…T11:00`), for a new event's end; a date stays itself. */
export function anHourAfter(wall: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(wall);
  if (!match) return wall;
  const [, y, m, d, hh, mm] = match.map(Number);
  return new Date(Date.UTC(y, m - 1, d, hh + 1, mm)).toISOString().slice(0, 16);
}
