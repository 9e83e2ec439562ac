import type { EventOccurrenceView } from '@koinonia/contracts';
import { DateTime, Info } from 'luxon';

export const CALENDAR_VIEWS = ['month', 'week', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** A calendar day, `2026-03-08`. */
export type IsoDate = string;

const MINUTES_PER_DAY = 24 * 60;

/** The first day of the week in a locale (1 Monday … 7 Sunday), from Intl's week data (Monday where a browser has none). */
export function weekStartOf(locale: string): number {
  return Info.getStartOfWeek({ locale });
}

/** The reader's locale for weeks: the browser's own when it speaks the interface language (`en-GB` for English), else the language's. */
export function weekLocaleOf(languageLocale: string, browserLocales: readonly string[]): string {
  const language = languageLocale.split('-')[0];
  return browserLocales.find((locale) => locale.split('-')[0] === language && locale.includes('-')) ?? languageLocale;
}

/** A calendar day as a date-time at its midnight in `zone` (luxon keeps day arithmetic on the wall clock across DST). */
export function dayIn(date: IsoDate, zone: string): DateTime {
  return DateTime.fromISO(date, { zone });
}

function startOfWeek(day: DateTime, weekStart: number): DateTime {
  return day.startOf('day').minus({ days: (day.weekday - weekStart + 7) % 7 });
}

/** The days of the week holding `date`, starting on `weekStart`. */
export function weekDays(date: IsoDate, weekStart: number, zone = 'UTC'): IsoDate[] {
  const first = startOfWeek(dayIn(date, zone), weekStart);
  return Array.from({ length: 7 }, (_, i) => first.plus({ days: i }).toISODate()!);
}

/** The month grid of `date`'s month: whole weeks from the one holding the 1st to the one holding the last day. */
export function monthWeeks(date: IsoDate, weekStart: number, zone = 'UTC'): IsoDate[][] {
  const day = dayIn(date, zone);
  const last = day.endOf('month').startOf('day');
  const weeks: IsoDate[][] = [];
  for (let start = startOfWeek(day.startOf('month'), weekStart); start <= last; start = start.plus({ weeks: 1 })) {
    weeks.push(Array.from({ length: 7 }, (_, i) => start.plus({ days: i }).toISODate()!));
  }
  return weeks;
}

/** The days a view shows, first and last (inclusive): what the API is asked for. */
export function windowOf(view: CalendarView, date: IsoDate, weekStart: number): { from: IsoDate; to: IsoDate } {
  if (view === 'day') return { from: date, to: date };
  if (view === 'week') {
    const days = weekDays(date, weekStart);
    return { from: days[0], to: days[6] };
  }
  if (view === 'agenda') {
    const day = dayIn(date, 'UTC');
    return { from: day.startOf('month').toISODate()!, to: day.endOf('month').toISODate()! };
  }
  const weeks = monthWeeks(date, weekStart);
  return { from: weeks[0][0], to: weeks[weeks.length - 1][6] };
}

/** The date one period before (-1) or after (+1) in a view: a month, a week or a day. */
export function stepDate(view: CalendarView, date: IsoDate, direction: -1 | 1): IsoDate {
  const day = dayIn(date, 'UTC');
  const step = view === 'week' ? { weeks: direction } : view === 'day' ? { days: direction } : { months: direction };
  return day.plus(step).toISODate()!;
}

/** Today in the church's zone. */
export function todayIn(zone: string, now: Date = new Date()): IsoDate {
  return DateTime.fromJSDate(now).setZone(zone).toISODate()!;
}

/** One occurrence's part of one day: all of an all-day event's day, or the minutes from midnight a timed one covers that day. */
export interface DaySegment {
  occurrence: EventOccurrenceView;
  day: IsoDate;
  allDay: boolean;
  /** A later day's part: the event began on an earlier day. */
  continued: boolean;
  /** Minutes from the day's midnight (wall clock): 0 for a part that began the day before. */
  startMinute: number;
  /** Up to 1440 for a part that runs past midnight. */
  endMinute: number;
}

/** The parts of an occurrence, one per day it touches in `zone` (its end is exclusive: an event ending at midnight stays on its day). */
export function segmentsOf(occurrence: EventOccurrenceView, zone: string): DaySegment[] {
  const start = DateTime.fromISO(occurrence.startsAt).setZone(zone);
  const end = DateTime.fromISO(occurrence.endsAt).setZone(zone);
  const lastInstant = end > start ? end.minus({ milliseconds: 1 }) : start;
  const segments: DaySegment[] = [];
  for (let day = start.startOf('day'); day <= lastInstant; day = day.plus({ days: 1 })) {
    const next = day.plus({ days: 1 });
    const from = start > day ? start : day;
    const to = end < next ? end : next;
    segments.push({
      occurrence,
      day: day.toISODate()!,
      allDay: occurrence.allDay,
      continued: segments.length > 0,
      startMinute: from.hour * 60 + from.minute,
      endMinute: to >= next ? MINUTES_PER_DAY : Math.max(to.hour * 60 + to.minute, from.hour * 60 + from.minute),
    });
  }
  return segments;
}

/** The segments of every occurrence by day; each day's all-day ones first, then by start and title. */
export function segmentsByDay(occurrences: readonly EventOccurrenceView[], zone: string): Map<IsoDate, DaySegment[]> {
  const byDay = new Map<IsoDate, DaySegment[]>();
  for (const occurrence of occurrences) {
    for (const segment of segmentsOf(occurrence, zone)) byDay.set(segment.day, [...(byDay.get(segment.day) ?? []), segment]);
  }
  for (const segments of byDay.values()) {
    segments.sort((a, b) => Number(b.allDay) - Number(a.allDay) || a.startMinute - b.startMinute || a.occurrence.title.localeCompare(b.occurrence.title));
  }
  return byDay;
}

/** Where a timed part sits in its day column: its column among those it overlaps, and how many columns they share. */
export interface PlacedSegment<T> {
  item: T;
  column: number;
  columns: number;
}

/**
 * Lays overlapping timed parts side by side: each cluster of parts that overlap (directly or
 * through another) shares as many columns as it needs at its busiest, and each part takes the
 * first column free when it starts. Parts that only touch (one ends as the next begins) do not overlap.
 */
export function overlapColumns<T extends { startMinute: number; endMinute: number }>(items: readonly T[]): PlacedSegment<T>[] {
  const sorted = [...items].sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
  const placed: PlacedSegment<T>[] = [];
  let cluster: PlacedSegment<T>[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const entry of cluster) entry.columns = columnEnds.length;
    cluster = [];
    columnEnds = [];
  };
  for (const item of sorted) {
    // A part with no length still takes room on screen: it counts as a quarter of an hour.
    const end = Math.max(item.endMinute, item.startMinute + 15);
    if (item.startMinute >= clusterEnd) close();
    let column = columnEnds.findIndex((columnEnd) => columnEnd <= item.startMinute);
    if (column === -1) column = columnEnds.push(end) - 1;
    else columnEnds[column] = end;
    const entry = { item, column, columns: 0 };
    cluster.push(entry);
    placed.push(entry);
    clusterEnd = Math.max(clusterEnd, end);
  }
  close();
  return placed;
}
