/**
 * Wall-clock times in a named zone, without a date library: a wall time is held as the instant it
 * would be in UTC ("floating", as rrule works), and the zone's rules come from Intl. Converting
 * each occurrence on its own is what keeps a 10:00 service at 10:00 across a daylight-saving change.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

const QUARTER_HOUR = 900_000;
const WEEK = 7 * 86_400_000;
/** A zone's offset changes within one UTC year: each from its instant on, the first at the year's start. */
type YearOffsets = { from: number; offset: number }[];
/** By zone, then year: Intl is slow enough to matter over years of occurrences, and a zone changes its offset a few times a year at most. */
const offsets = new Map<string, Map<number, YearOffsets>>();

/**
 * The year's offset changes, found by sampling it weekly (no zone changes its offset and back
 * within a week) and narrowing each change to its quarter hour (zones change on a quarter hour).
 */
function offsetsOfYear(year: number, timeZone: string): YearOffsets {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const changes: YearOffsets = [{ from: start, offset: measuredOffset(start, timeZone) }];
  for (let before = start; before < end; before += WEEK) {
    const after = Math.min(before + WEEK, end);
    const offset = measuredOffset(after, timeZone);
    if (offset === changes[changes.length - 1].offset) continue;
    let lo = before / QUARTER_HOUR;
    let hi = after / QUARTER_HOUR;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      if (measuredOffset(mid * QUARTER_HOUR, timeZone) === changes[changes.length - 1].offset) lo = mid;
      else hi = mid;
    }
    if (hi * QUARTER_HOUR < end) changes.push({ from: hi * QUARTER_HOUR, offset });
  }
  return changes;
}

/** The zone's offset from UTC at an instant, in milliseconds (Chicago in January: -6 h). */
function offsetAt(instant: number, timeZone: string): number {
  const year = new Date(instant).getUTCFullYear();
  let byYear = offsets.get(timeZone);
  if (!byYear || byYear.size > 2_000) offsets.set(timeZone, (byYear = new Map()));
  let changes = byYear.get(year);
  if (!changes) byYear.set(year, (changes = offsetsOfYear(year, timeZone)));
  let offset = changes[0].offset;
  for (const change of changes) if (change.from <= instant) offset = change.offset;
  return offset;
}

function measuredOffset(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatter(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const wall = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a wall-clock time names in the zone. In the hour skipped in spring it lands an hour on; in the hour repeated in autumn, on the first. */
export function instantOf(wall: number, timeZone: string): number {
  const guess = wall - offsetAt(wall, timeZone);
  const offset = offsetAt(guess, timeZone);
  const second = wall - offset;
  return offsetAt(second, timeZone) === offset ? second : guess;
}

/** The wall-clock time an instant shows in the zone. */
export function wallOf(instant: number, timeZone: string): number {
  return instant + offsetAt(instant, timeZone);
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/;

/** `2026-03-08T10:00` (or a date, at midnight) as a floating wall time; null when it is no real time. */
export function parseWall(text: string): number | null {
  const match = WALL.exec(text);
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00'] = match;
  if (+h > 23 || +mi > 59) return null;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi);
  return new Date(wall).getUTCDate() === +d && new Date(wall).getUTCMonth() === +mo - 1 ? wall : null;
}

/** A floating wall time as `2026-03-08T10:00`. */
export function formatWall(wall: number): string {
  return new Date(wall).toISOString().slice(0, 16);
}

/** A floating wall time's date, `2026-03-08`. */
export const dateOfWall = (wall: number): string => dayPrefix(Math.floor(wall / 86_400_000)).slice(0, 10);

const WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;
const LOCAL = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?)?$/;

/**
 * A time as a client wrote it, as a wall time in the zone: a local time is taken as it is, one with
 * an offset (or Z) is the instant it names, seen in the zone. Null when it is no real time.
 */
export function wallFromInput(text: string, timeZone: string): number | null {
  const offset = WITH_OFFSET.exec(text);
  if (offset) {
    const instant = Date.parse(text);
    return Number.isNaN(instant) || parseWall(offset[1]) === null ? null : wallOf(Math.floor(instant / 60_000) * 60_000, timeZone);
  }
  const local = LOCAL.exec(text);
  if (!local) return null;
  return parseWall(local[2] === undefined ? local[1] : `${local[1]}T${local[2]}:${local[3]}`);
}

const TWO_DIGITS = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));
/** `2026-03-08T` by UTC day number. */
const dayPrefixes = new Map<number, string>();

function dayPrefix(day: number): string {
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    if (dayPrefixes.size >= 50_000) dayPrefixes.clear();
    dayPrefixes.set(day, (prefix = new Date(day * 86_400_000).toISOString().slice(0, 11)));
  }
  return prefix;
}

/**
 * `new Date(instant).toISOString()`, some five times faster: a month of a busy calendar formats
 * thousands of occurrence times per request. Each day's date part is formatted once.
 */
export function isoInstant(instant: number): string {
  const day = Math.floor(instant / 86_400_000);
  const prefix = dayPrefix(day);
  let rest = instant - day * 86_400_000;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  return `${prefix}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${String(millis).padStart(3, '0')}Z`;
}
