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
/** Offsets by zone and quarter hour: zones change their offset on a quarter hour, and Intl is slow enough to matter over years of occurrences. */
const offsets = new Map<string, Map<number, number>>();

/** The zone's offset from UTC at an instant, in milliseconds (Chicago in January: -6 h). */
function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR);
  let known = offsets.get(timeZone);
  if (!known || known.size > 200_000) offsets.set(timeZone, (known = new Map()));
  let offset = known.get(quarter);
  if (offset === undefined) known.set(quarter, (offset = measuredOffset(quarter * QUARTER_HOUR, timeZone)));
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

export const dateOfWall = (wall: number): string => new Date(wall).toISOString().slice(0, 10);

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
