import { RRule, rrulestr } from 'rrule';
import type { GatheringRepeat } from '@koinonia/contracts';

/** When a gathering meets: its first time and how it repeats. */
export interface Schedule {
  startsAt: string;
  repeat: GatheringRepeat;
  rrule: string | null;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const DAY = 86_400_000;

/**
 * A start time as the church wrote it: its wall-clock time held as if it were UTC ("floating", as
 * rrule works), and its offset. Occurrences keep the wall-clock time and the date people know
 * them by (an evening meeting in Chicago is on Wednesday, not on Thursday in UTC).
 */
function floating(startsAt: string): { wall: Date; offsetMs: number } | null {
  const match = ISO.exec(startsAt);
  if (!match) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', zone = 'Z'] = match;
  const wall = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  if (Number.isNaN(wall.getTime()) || wall.getUTCDate() !== +d) return null;
  let offsetMs = 0;
  if (zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMs = sign * (+digits.slice(0, 2) * 60 + +digits.slice(2, 4)) * 60_000;
  }
  return { wall, offsetMs };
}

/** The rule of a repeating schedule; null when it meets once. Throws on a rule rrule cannot read. */
function ruleOf(schedule: Schedule, wall: Date): RRule | null {
  switch (schedule.repeat) {
    case 'once':
      return null;
    case 'weekly':
      return new RRule({ freq: RRule.WEEKLY, dtstart: wall });
    case 'monthly':
      return new RRule({ freq: RRule.MONTHLY, dtstart: wall });
    case 'rrule': {
      const text = (schedule.rrule ?? '').replace(/^RRULE:/i, '');
      const rule = rrulestr(text, { dtstart: wall });
      if (!(rule instanceof RRule)) throw new Error('Not a single rule');
      return rule;
    }
    default: {
      const unknown: never = schedule.repeat;
      throw new Error(`Unknown repeat ${String(unknown)}`);
    }
  }
}

/** What is wrong with a schedule, as a field and a catalogue message; null when it is sound. */
export function scheduleProblem(schedule: Schedule): 'startsAt' | 'rrule' | null {
  const start = floating(schedule.startsAt);
  if (!start) return 'startsAt';
  try {
    const rule = ruleOf(schedule, start.wall);
    // A gathering meets at most once a day: its occurrences are named by their date.
    if (rule && rule.options.freq > RRule.DAILY) return 'rrule';
    if (rule && rule.after(new Date(start.wall.getTime() - 1), true) === null) return 'rrule';
  } catch {
    return 'rrule';
  }
  return null;
}

const dateOf = (wall: Date) => wall.toISOString().slice(0, 10);

export interface Occurrence {
  date: string;
  /** The real time it begins (ISO, UTC). */
  startsAt: string;
}

function occurrenceAt(wall: Date, offsetMs: number): Occurrence {
  return { date: dateOf(wall), startsAt: new Date(wall.getTime() - offsetMs).toISOString() };
}

/** The occurrences that have begun by `now`, oldest first, at most `limit` of the newest. */
export function occurrencesUntil(schedule: Schedule, now: Date, limit: number): Occurrence[] {
  const start = floating(schedule.startsAt);
  if (!start) return [];
  const nowWall = new Date(now.getTime() + start.offsetMs);
  const rule = ruleOf(schedule, start.wall);
  if (!rule) return start.wall <= nowWall ? [occurrenceAt(start.wall, start.offsetMs)] : [];
  if (start.wall > nowWall) return [];
  // Only the window the limit can reach: a daily rule over years is not walked from its start.
  const span = schedule.repeat === 'monthly' ? 31 : 7;
  const from = new Date(Math.max(start.wall.getTime(), nowWall.getTime() - (limit + 1) * span * DAY));
  const walls = rule.between(from, nowWall, true);
  return walls.slice(-limit).map((wall) => occurrenceAt(wall, start.offsetMs));
}

/** The next occurrence after `now`; null when none is to come. */
export function nextOccurrence(schedule: Schedule, now: Date): Occurrence | null {
  const start = floating(schedule.startsAt);
  if (!start) return null;
  const nowWall = new Date(now.getTime() + start.offsetMs);
  const rule = ruleOf(schedule, start.wall);
  if (!rule) return start.wall > nowWall ? occurrenceAt(start.wall, start.offsetMs) : null;
  const wall = rule.after(nowWall, false);
  return wall ? occurrenceAt(wall, start.offsetMs) : null;
}

/** The occurrence on a date, or null when the gathering does not meet that day. */
export function occurrenceOn(schedule: Schedule, date: string): Occurrence | null {
  const start = floating(schedule.startsAt);
  const day = floating(date);
  if (!start || !day) return null;
  const rule = ruleOf(schedule, start.wall);
  if (!rule) return dateOf(start.wall) === date ? occurrenceAt(start.wall, start.offsetMs) : null;
  const [wall] = rule.between(day.wall, new Date(day.wall.getTime() + DAY - 1), true);
  return wall ? occurrenceAt(wall, start.offsetMs) : null;
}

/** The occurrence a register is for when none is named: the latest that has begun, else the first. */
export function currentOccurrence(schedule: Schedule, now: Date): Occurrence | null {
  const [latest] = occurrencesUntil(schedule, now, 1);
  if (latest) return latest;
  const start = floating(schedule.startsAt);
  return start ? occurrenceAt(start.wall, start.offsetMs) : null;
}

/** The occurrence before the one on `date` (for "select all from last week"); null for the first. */
export function previousOccurrence(schedule: Schedule, date: string): Occurrence | null {
  const start = floating(schedule.startsAt);
  const day = floating(date);
  if (!start || !day) return null;
  const rule = ruleOf(schedule, start.wall);
  if (!rule) return null;
  const wall = rule.before(day.wall, false);
  return wall ? occurrenceAt(wall, start.offsetMs) : null;
}
