/** The days of the week as RRULE writes them, Monday first (as RFC 5545 counts the week). */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type RepeatKind = 'none' | 'weekly' | 'monthly' | 'custom';
export type MonthlyBy = 'date' | 'weekday';
export type RepeatEnd = 'never' | 'on' | 'after';

/** What the recurrence builder holds: each choice a person makes, turned into an RRULE by `toRrule`. */
export interface Recurrence {
  kind: RepeatKind;
  /** Every this many weeks or months. */
  interval: number;
  /** Weekly: the days it falls on. */
  weekdays: Weekday[];
  /** Monthly: on the start's date (the 8th) or on its weekday in the month (the second Sunday). */
  monthlyBy: MonthlyBy;
  end: RepeatEnd;
  /** The last date it may fall on (`2026-12-31`), when it ends on a date. */
  until: string;
  /** How many times, when it ends after a count. */
  count: number;
  /** A rule written by hand, for what the builder does not offer. */
  custom: string;
}

export const NO_RECURRENCE: Recurrence = { kind: 'none', interval: 1, weekdays: [], monthlyBy: 'date', end: 'never', until: '', count: 10, custom: '' };

/** A start's calendar day (`2026-03-08` from `2026-03-08T10:00` or `2026-03-08`), read as written: no zone moves it. */
function dayOf(start: string): { weekday: Weekday; date: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(start);
  if (!match) return null;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(day.getTime())) return null;
  return { weekday: WEEKDAYS[(day.getUTCDay() + 6) % 7], date: day.getUTCDate() };
}

/** Which of its weekday in the month a date is: 1 for the first … 4 for the fourth, -1 for one in the last days (29th on). */
export function nthOfMonth(date: number): number {
  return date > 28 ? -1 : Math.ceil(date / 7);
}

const NTH_NAMES = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', [-1]: 'last' } as const;

/** The word for which of its weekday a date is in its month (`first` … `fourth`, `last`), for the words that say it. */
export function nthName(date: number): (typeof NTH_NAMES)[keyof typeof NTH_NAMES] {
  return NTH_NAMES[nthOfMonth(date) as keyof typeof NTH_NAMES];
}

function endOf(recurrence: Recurrence): string[] {
  if (recurrence.end === 'after' && recurrence.count > 0) return [`COUNT=${recurrence.count}`];
  if (recurrence.end === 'on' && /^\d{4}-\d{2}-\d{2}$/.test(recurrence.until)) return [`UNTIL=${recurrence.until.replaceAll('-', '')}`];
  return [];
}

/**
 * The RRULE the builder's choices make (`FREQ=WEEKLY;BYDAY=SU,WE;COUNT=10`), null for a one-off.
 * The start's day gives a monthly rule its date or weekday, and a weekly rule with no day chosen its day.
 */
export function toRrule(recurrence: Recurrence, start: string): string | null {
  const interval = recurrence.interval > 1 ? [`INTERVAL=${recurrence.interval}`] : [];
  const day = dayOf(start);
  switch (recurrence.kind) {
    case 'none':
      return null;
    case 'custom':
      return recurrence.custom.trim().replace(/^RRULE:/i, '') || null;
    case 'weekly': {
      const days = recurrence.weekdays.length > 0 ? WEEKDAYS.filter((d) => recurrence.weekdays.includes(d)) : day ? [day.weekday] : [];
      return ['FREQ=WEEKLY', ...interval, ...(days.length > 0 ? [`BYDAY=${days.join(',')}`] : []), ...endOf(recurrence)].join(';');
    }
    case 'monthly': {
      const on = !day ? [] : recurrence.monthlyBy === 'weekday' ? [`BYDAY=${nthOfMonth(day.date)}${day.weekday}`] : [`BYMONTHDAY=${day.date}`];
      return ['FREQ=MONTHLY', ...interval, ...on, ...endOf(recurrence)].join(';');
    }
    default: {
      const unknown: never = recurrence.kind;
      return unknown;
    }
  }
}

/** An RRULE's parts by name, upper-cased (`{ FREQ: 'WEEKLY', BYDAY: 'SU' }`); null when it is not `NAME=value;…`. */
export function partsOf(rrule: string): Record<string, string> | null {
  const parts: Record<string, string> = {};
  for (const piece of rrule.replace(/^RRULE:/i, '').split(';')) {
    const trimmed = piece.trim();
    if (!trimmed) continue;
    const match = /^([A-Za-z]+)=(.+)$/.exec(trimmed);
    if (!match) return null;
    parts[match[1].toUpperCase()] = match[2].trim().toUpperCase();
  }
  return Object.keys(parts).length > 0 ? parts : null;
}

const UNTIL = /^(\d{4})(\d{2})(\d{2})/;

/**
 * The builder's choices for a rule (the edit form opens with them). A rule the builder cannot
 * make again exactly, for this start, stays a custom one, word for word.
 */
export function fromRrule(rrule: string | null, start: string): Recurrence {
  if (!rrule) return NO_RECURRENCE;
  const custom: Recurrence = { ...NO_RECURRENCE, kind: 'custom', custom: rrule };
  const parts = partsOf(rrule);
  if (!parts) return custom;
  const { FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT, UNTIL: until, ...rest } = parts;
  if (Object.keys(rest).length > 0 || (COUNT && until)) return custom;
  const interval = INTERVAL ? Number(INTERVAL) : 1;
  if (!Number.isInteger(interval) || interval < 1) return custom;
  const untilMatch = until ? UNTIL.exec(until) : null;
  if (until && !untilMatch) return custom;
  const count = COUNT ? Number(COUNT) : NO_RECURRENCE.count;
  if (!Number.isInteger(count) || count < 1) return custom;
  const base: Recurrence = {
    ...NO_RECURRENCE,
    interval,
    count,
    end: COUNT ? 'after' : untilMatch ? 'on' : 'never',
    until: untilMatch ? `${untilMatch[1]}-${untilMatch[2]}-${untilMatch[3]}` : '',
  };
  let recurrence: Recurrence = custom;
  if (FREQ === 'WEEKLY' && !BYMONTHDAY) {
    const days = BYDAY ? BYDAY.split(',').map((d) => d.trim()) : [];
    if (days.every((d): d is Weekday => (WEEKDAYS as readonly string[]).includes(d))) recurrence = { ...base, kind: 'weekly', weekdays: days };
  } else if (FREQ === 'MONTHLY') {
    const day = dayOf(start);
    if (day && BYMONTHDAY && !BYDAY && Number(BYMONTHDAY) === day.date) recurrence = { ...base, kind: 'monthly', monthlyBy: 'date' };
    if (day && BYDAY && !BYMONTHDAY && BYDAY === `${nthOfMonth(day.date)}${day.weekday}`) recurrence = { ...base, kind: 'monthly', monthlyBy: 'weekday' };
  }
  // Only what makes the same rule again: anything else is kept as it was written.
  return recurrence.kind !== 'custom' && toRrule(recurrence, start) === normalised(rrule) ? recurrence : custom;
}

/** A rule as the builder writes it: no `RRULE:` prefix, upper case, no spaces, its parts in the builder's order. */
function normalised(rrule: string): string {
  const parts = partsOf(rrule) ?? {};
  const order = ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'COUNT', 'UNTIL'];
  return order
    .filter((name) => parts[name] !== undefined)
    .map((name) => `${name}=${name === 'UNTIL' ? parts[name].slice(0, 8) : name === 'BYDAY' ? byDayOrder(parts[name]) : parts[name]}`)
    .join(';');
}

/** BYDAY's days Monday first, as the builder writes them (`SU,WE` → `WE,SU`); `2SU` as it is. */
function byDayOrder(byDay: string): string {
  const days = byDay.split(',').map((d) => d.trim());
  const rank = (d: string) => (WEEKDAYS as readonly string[]).indexOf(d);
  return days.every((d) => rank(d) >= 0) ? [...days].sort((a, b) => rank(a) - rank(b)).join(',') : days.join(',');
}
