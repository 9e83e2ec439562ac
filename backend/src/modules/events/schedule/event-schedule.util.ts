import { RRule, rrulestr } from 'rrule';
import type { BookedSchedule, ClashFinder, EventSchedule } from '../domain/event-schedule.type';
import { dateOfWall, instantOf, parseWall } from './zoned-time.util';

export interface ScheduledOccurrence {
  /** The date it was scheduled for (its name). */
  date: string;
  /** Instants, in ms. */
  originalStart: number;
  start: number;
  end: number;
  moved: boolean;
}

const DAY = 86_400_000;
/** How far ahead two open-ended series are compared for a clash. */
export const CLASH_HORIZON_YEARS = 20;
/** Most occurrences a counted rule may have. */
export const MAX_COUNT = 1000;

/** The rule, its first occurrence at `start`; an UNTIL date includes its whole day. Throws on a rule it cannot read. */
export function ruleOf(rrule: string, start: number): RRule {
  const text = rrule.replace(/^RRULE:/i, '');
  if (/DTSTART|TZID|\n/i.test(text)) throw new Error('The rule names no start or zone: the event does');
  const parsed = rrulestr(text, { dtstart: new Date(start) });
  if (!(parsed instanceof RRule)) throw new Error('Not a single rule');
  const until = parsed.options.until
    ? new Date(Date.UTC(parsed.options.until.getUTCFullYear(), parsed.options.until.getUTCMonth(), parsed.options.until.getUTCDate(), 23, 59, 59))
    : null;
  return new RRule({ ...parsed.origOptions, dtstart: new Date(start), tzid: null, until });
}

/** Whether a recurrence can be kept: readable, at most daily (occurrences are named by their date), with some occurrence, a bounded count. */
export function recurrenceProblem(rrule: string, start: string): boolean {
  const wall = parseWall(start);
  if (wall === null) return true;
  try {
    const rule = ruleOf(rrule, wall);
    if (rule.options.freq > RRule.DAILY) return true;
    if ((rule.options.count ?? 0) > MAX_COUNT) return true;
    return rule.after(new Date(wall), true) === null;
  } catch {
    return true;
  }
}

const WEEK = 7 * DAY;
/** Rules by text and start, shared by every read: parsing one is slow, and each keeps rrule's cache of its answers. */
const rules = new Map<string, RRule>();

function cachedRule(key: string, make: () => RRule): RRule {
  let rule = rules.get(key);
  if (!rule) {
    if (rules.size >= 20_000) rules.clear();
    rules.set(key, (rule = make()));
  }
  return rule;
}

/**
 * The rule's wall times in [from, to]. rrule walks from the rule's start, which over years of a
 * series is most of the work: a rule without COUNT is started instead a whole number of its periods
 * later, just before the window — the same occurrences from there on, as each period's are decided
 * by the period alone (a monthly rule keeps its day, so only days every month has; a yearly one not
 * 29 February). A counted rule (at most MAX_COUNT) is walked from its start.
 */
function wallsIn(rule: RRule, key: string, start: number, from: number, to: number): number[] {
  const { freq, interval, count } = rule.options;
  const first = new Date(start);
  let shifted = start;
  if (!count && from > start) {
    const step = Math.max(1, interval);
    const whole = (periods: number) => Math.floor(periods / step) * step - step;
    const lo = new Date(from);
    if (freq === RRule.WEEKLY) shifted = start + Math.max(0, whole(Math.floor((from - start) / WEEK))) * WEEK;
    else if (freq === RRule.DAILY) shifted = start + Math.max(0, whole(Math.floor((from - start) / DAY))) * DAY;
    else if (freq === RRule.MONTHLY && first.getUTCDate() <= 28) {
      const months = Math.max(0, whole((lo.getUTCFullYear() - first.getUTCFullYear()) * 12 + lo.getUTCMonth() - first.getUTCMonth()));
      shifted = Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + months, first.getUTCDate(), first.getUTCHours(), first.getUTCMinutes());
    } else if (freq === RRule.YEARLY && !(first.getUTCMonth() === 1 && first.getUTCDate() === 29)) {
      const years = Math.max(0, whole(lo.getUTCFullYear() - first.getUTCFullYear()));
      shifted = Date.UTC(first.getUTCFullYear() + years, first.getUTCMonth(), first.getUTCDate(), first.getUTCHours(), first.getUTCMinutes());
    }
  }
  const walker = shifted === start ? rule : cachedRule(`${key}|${shifted}`, () => new RRule({ ...rule.origOptions, dtstart: new Date(shifted) }));
  return walker.between(new Date(from), new Date(to), true).map((d) => d.getTime());
}

/** A rule's wall times, a calendar year at a time, kept for the next read of that year. */
const years = new Map<string, number[]>();

function wallsBetween(rule: RRule, key: string, start: number, from: number, to: number): number[] {
  const found: number[] = [];
  for (let year = new Date(from).getUTCFullYear(); year <= new Date(to).getUTCFullYear(); year++) {
    const bucket = `${key}|${year}`;
    let walls = years.get(bucket);
    if (!walls) {
      if (years.size >= 10_000) years.clear();
      years.set(bucket, (walls = wallsIn(rule, key, start, Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1) - 1)));
    }
    for (const wall of walls) if (wall >= from && wall <= to) found.push(wall);
  }
  return found;
}

interface Walls {
  start: number;
  duration: number;
  rule: RRule | null;
  key: string;
}

function wallsOf(schedule: EventSchedule): Walls {
  const start = parseWall(schedule.start) ?? 0;
  const end = parseWall(schedule.end) ?? start;
  const rrule = schedule.rrule;
  const key = `${rrule}|${start}`;
  return { start, duration: end - start, rule: rrule ? cachedRule(key, () => ruleOf(rrule, start)) : null, key };
}

/** The occurrences (cancelled ones left out) that overlap [from, to), instants in ms, earliest first. */
export function occurrencesBetween(schedule: EventSchedule, from: number, to: number): ScheduledOccurrence[] {
  const { start, duration, rule, key } = wallsOf(schedule);
  const cancelled = new Set(schedule.cancelled);
  const place = (wall: number): ScheduledOccurrence | null => {
    const date = dateOfWall(wall);
    if (cancelled.has(date)) return null;
    const originalStart = instantOf(wall, schedule.timeZone);
    const moved = schedule.moved[date];
    if (moved) {
      const movedStart = instantOf(parseWall(moved.start) ?? wall, schedule.timeZone);
      const movedEnd = instantOf(parseWall(moved.end) ?? wall + duration, schedule.timeZone);
      return { date, originalStart, start: movedStart, end: movedEnd, moved: true };
    }
    return { date, originalStart, start: originalStart, end: instantOf(wall + duration, schedule.timeZone), moved: false };
  };
  // Zones lie within a day of UTC: a day's margin each side finds every wall time that can land in the window.
  const walls = rule ? wallsBetween(rule, key, start, from - duration - DAY, to + DAY) : [start];
  const found = new Map<string, ScheduledOccurrence>();
  for (const wall of walls) {
    const occurrence = place(wall);
    if (occurrence && !schedule.moved[occurrence.date]) found.set(occurrence.date, occurrence);
  }
  // A moved occurrence may have come from far outside the window.
  for (const date of Object.keys(schedule.moved)) {
    const wall = scheduledWallOn(schedule, date);
    const occurrence = wall === null ? null : place(wall);
    if (occurrence) found.set(date, occurrence);
  }
  return [...found.values()].filter((o) => o.start < to && o.end > from).sort((a, b) => a.start - b.start || a.date.localeCompare(b.date));
}

/** The wall time the occurrence on `date` was scheduled for; null when the rule has none that day. */
export function scheduledWallOn(schedule: EventSchedule, date: string): number | null {
  const day = parseWall(date);
  if (day === null) return null;
  const { start, rule } = wallsOf(schedule);
  if (!rule) return dateOfWall(start) === date ? start : null;
  const [wall] = rule.between(new Date(day), new Date(day + DAY - 1), true);
  return wall ? wall.getTime() : null;
}

/** The occurrence scheduled for `date` (moved, if it was), or null when the rule has none that day or it was cancelled. */
export function occurrenceOn(schedule: EventSchedule, date: string): ScheduledOccurrence | null {
  const wall = scheduledWallOn(schedule, date);
  if (wall === null || schedule.cancelled.includes(date)) return null;
  const { duration } = wallsOf(schedule);
  const originalStart = instantOf(wall, schedule.timeZone);
  const moved = schedule.moved[date];
  if (!moved) return { date, originalStart, start: originalStart, end: instantOf(wall + duration, schedule.timeZone), moved: false };
  const start = instantOf(parseWall(moved.start) ?? wall, schedule.timeZone);
  const end = instantOf(parseWall(moved.end) ?? wall + duration, schedule.timeZone);
  return { date, originalStart, start, end, moved: true };
}

/** The first occurrence to begin at or after `at`; null when none is to come. */
export function nextOccurrence(schedule: EventSchedule, at: number): ScheduledOccurrence | null {
  // Looked for a year at a time: a weekly series needs one step, a yearly one a few.
  for (let from = at, years = 0; years < CLASH_HORIZON_YEARS; years++, from += 366 * DAY) {
    const found = occurrencesBetween(schedule, from, from + 366 * DAY).find((o) => o.start >= at);
    if (found) return found;
    if (from > spanOf(schedule).last) return null;
  }
  return null;
}

/** The first and last instants the event can occupy (Infinity when it repeats without end). */
export function spanOf(schedule: EventSchedule): { first: number; last: number } {
  const { start, duration, rule } = wallsOf(schedule);
  const movedWalls = Object.values(schedule.moved).flatMap((m) => [parseWall(m.start) ?? start, parseWall(m.end) ?? start]);
  let lastWall = start + duration;
  if (rule?.options.until) lastWall = rule.options.until.getTime() + duration;
  else if (rule?.options.count) lastWall = (rule.all().at(-1)?.getTime() ?? start) + duration;
  else if (rule) lastWall = Infinity;
  const first = Math.min(start, ...movedWalls) - DAY;
  const last = Math.max(lastWall, ...movedWalls) + DAY;
  return { first, last };
}

export interface Clash {
  /** The occurrence of the existing booking that the new one would overlap (without buffers). */
  existing: ScheduledOccurrence;
  candidate: ScheduledOccurrence;
}

/**
 * The first occurrence of `candidate` that overlaps one of `existing`, buffers included, or null.
 * Open-ended series are compared over CLASH_HORIZON_YEARS from the later one's start.
 */
export function firstClash(candidate: BookedSchedule, existing: BookedSchedule): Clash | null {
  const a = spanOf(candidate);
  const b = spanOf(existing);
  const from = Math.max(a.first, b.first) - DAY;
  const to = Math.min(a.last, b.last, from + CLASH_HORIZON_YEARS * 366 * DAY) + DAY;
  if (from >= to) return null;
  const held = (schedule: BookedSchedule) =>
    occurrencesBetween(schedule, from - (schedule.setupMinutes + schedule.teardownMinutes) * 60_000, to).map((occurrence) => ({
      occurrence,
      from: occurrence.start - schedule.setupMinutes * 60_000,
      to: occurrence.end + schedule.teardownMinutes * 60_000,
    }));
  const mine = held(candidate);
  const theirs = held(existing);
  // Both lists are in order of start: walk them together.
  let j = 0;
  for (const own of mine) {
    while (j < theirs.length && theirs[j].to <= own.from) j++;
    for (let k = j; k < theirs.length && theirs[k].from < own.to; k++) {
      if (theirs[k].to > own.from) return { existing: theirs[k].occurrence, candidate: own.occurrence };
    }
  }
  return null;
}

/** The domain's clash check: the existing occurrence a candidate overlaps, as instants. */
export const findClash: ClashFinder = (candidate, existing) => {
  const clash = firstClash(candidate, existing);
  return clash ? { startsAt: new Date(clash.existing.start).toISOString(), endsAt: new Date(clash.existing.end).toISOString() } : null;
};
