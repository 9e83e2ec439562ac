import type { BookedSchedule, EventSchedule } from '../domain/event-schedule.type';
import { firstClash, nextOccurrence, occurrencesBetween, recurrenceProblem, ruleOf } from './event-schedule.util';
import { instantOf, parseWall } from './zoned-time.util';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

function schedule(overrides: Partial<EventSchedule> = {}): EventSchedule {
  return {
    start: '2026-03-01T10:00',
    end: '2026-03-01T11:30',
    allDay: false,
    timeZone: CHICAGO,
    rrule: 'FREQ=WEEKLY;BYDAY=SU',
    cancelled: [],
    moved: {},
    ...overrides,
  };
}
const booked = (overrides: Partial<BookedSchedule> = {}): BookedSchedule => ({ ...schedule(), setupMinutes: 0, teardownMinutes: 0, ...overrides });

describe('recurrence across daylight-saving changes (America/Chicago)', () => {
  it('keeps a Sunday 10:00 service at 10:00 local when clocks spring forward on 8 March 2026', () => {
    const found = occurrencesBetween(schedule(), at('2026-03-01T00:00:00Z'), at('2026-03-16T00:00:00Z'));
    expect(found.map((o) => [o.date, iso(o.start), iso(o.end)])).toEqual([
      ['2026-03-01', '2026-03-01T16:00:00.000Z', '2026-03-01T17:30:00.000Z'], // CST, UTC-6
      ['2026-03-08', '2026-03-08T15:00:00.000Z', '2026-03-08T16:30:00.000Z'], // CDT, UTC-5: the change was at 2:00 that morning
      ['2026-03-15', '2026-03-15T15:00:00.000Z', '2026-03-15T16:30:00.000Z'],
    ]);
  });

  it('keeps it at 10:00 when clocks fall back on 1 November 2026', () => {
    const found = occurrencesBetween(schedule(), at('2026-10-25T00:00:00Z'), at('2026-11-09T00:00:00Z'));
    expect(found.map((o) => [o.date, iso(o.start)])).toEqual([
      ['2026-10-25', '2026-10-25T15:00:00.000Z'],
      ['2026-11-01', '2026-11-01T16:00:00.000Z'],
      ['2026-11-08', '2026-11-08T16:00:00.000Z'],
    ]);
  });

  it('keeps an evening meeting on its local day, though it is the next day in UTC', () => {
    const wednesday = schedule({ start: '2026-03-04T19:00', end: '2026-03-04T20:30', rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=2' });
    const found = occurrencesBetween(wednesday, at('2026-03-01T00:00:00Z'), at('2026-04-01T00:00:00Z'));
    expect(found.map((o) => [o.date, iso(o.start)])).toEqual([
      ['2026-03-04', '2026-03-05T01:00:00.000Z'],
      ['2026-03-11', '2026-03-12T00:00:00.000Z'],
    ]);
  });

  it('expands "second Sunday" monthly, with an UNTIL date that includes its own day', () => {
    const potluck = schedule({ start: '2026-01-11T12:00', end: '2026-01-11T14:00', rrule: 'FREQ=MONTHLY;BYDAY=2SU;UNTIL=20260412' });
    const found = occurrencesBetween(potluck, at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'));
    expect(found.map((o) => o.date)).toEqual(['2026-01-11', '2026-02-08', '2026-03-08', '2026-04-12']);
    expect(iso(found[3].start)).toBe('2026-04-12T17:00:00.000Z');
  });

  it('expands monthly by date, and an all-day event from local midnight to midnight', () => {
    const firstOfMonth = schedule({ start: '2026-01-01T00:00', end: '2026-01-02T00:00', allDay: true, rrule: 'FREQ=MONTHLY;BYMONTHDAY=1;COUNT=3' });
    const found = occurrencesBetween(firstOfMonth, at('2025-12-01T00:00:00Z'), at('2027-01-01T00:00:00Z'));
    expect(found.map((o) => [o.date, iso(o.start), iso(o.end)])).toEqual([
      ['2026-01-01', '2026-01-01T06:00:00.000Z', '2026-01-02T06:00:00.000Z'],
      ['2026-02-01', '2026-02-01T06:00:00.000Z', '2026-02-02T06:00:00.000Z'],
      ['2026-03-01', '2026-03-01T06:00:00.000Z', '2026-03-02T06:00:00.000Z'],
    ]);
  });

  it('leaves out a cancelled occurrence and places a moved one at its new time, even from outside the window', () => {
    const series = schedule({ cancelled: ['2026-03-08'], moved: { '2026-03-15': { start: '2026-03-22T08:00', end: '2026-03-22T09:00' } } });
    const found = occurrencesBetween(series, at('2026-03-01T00:00:00Z'), at('2026-03-23T00:00:00Z'));
    expect(found.map((o) => [o.date, iso(o.start), o.moved])).toEqual([
      ['2026-03-01', '2026-03-01T16:00:00.000Z', false],
      ['2026-03-15', '2026-03-22T13:00:00.000Z', true],
      ['2026-03-22', '2026-03-22T15:00:00.000Z', false],
    ]);
    expect(occurrencesBetween(series, at('2026-03-21T00:00:00Z'), at('2026-03-23T00:00:00Z')).map((o) => o.date)).toEqual(['2026-03-15', '2026-03-22']);
  });

  it('finds the next occurrence of a yearly event, and none after a counted series ends', () => {
    const yearly = schedule({ start: '2026-12-24T18:00', end: '2026-12-24T19:00', rrule: 'FREQ=YEARLY' });
    expect(iso(nextOccurrence(yearly, at('2027-01-01T00:00:00Z'))!.start)).toBe('2027-12-25T00:00:00.000Z');
    expect(nextOccurrence(schedule({ rrule: 'FREQ=WEEKLY;COUNT=2' }), at('2026-04-01T00:00:00Z'))).toBeNull();
  });

  it('refuses rules it cannot keep: unreadable, more often than daily, with a start of their own, too many', () => {
    expect(recurrenceProblem('FREQ=WEEKLY;BYDAY=SU', '2026-03-01T10:00')).toBe(false);
    expect(recurrenceProblem('FREQ=MONTHLY;BYDAY=2SU;COUNT=12', '2026-03-01T10:00')).toBe(false);
    expect(recurrenceProblem('FREQ=HOURLY', '2026-03-01T10:00')).toBe(true);
    expect(recurrenceProblem('NOT A RULE', '2026-03-01T10:00')).toBe(true);
    expect(recurrenceProblem('DTSTART:20200101T000000Z\nRRULE:FREQ=DAILY', '2026-03-01T10:00')).toBe(true);
    expect(recurrenceProblem('FREQ=DAILY;COUNT=5000', '2026-03-01T10:00')).toBe(true);
    expect(recurrenceProblem('FREQ=WEEKLY;UNTIL=20250101', '2026-03-01T10:00')).toBe(true);
  });
});

describe('expansion years into a series', () => {
  it('gives the same occurrences as rrule walking from the first, however far on the window is', () => {
    const rules = [
      ['2026-03-03T19:00', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH'],
      ['2026-01-11T12:00', 'FREQ=MONTHLY;BYDAY=2SU'],
      ['2026-01-15T09:00', 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=15'],
      ['2026-01-31T09:00', 'FREQ=MONTHLY'],
      ['2026-02-01T08:00', 'FREQ=DAILY;INTERVAL=3;UNTIL=20310601'],
      ['2024-02-29T10:00', 'FREQ=YEARLY'],
      ['2026-12-24T18:00', 'FREQ=YEARLY;INTERVAL=2'],
      ['2026-03-01T10:00', 'FREQ=MONTHLY;BYDAY=-1SU;BYSETPOS=1'],
    ];
    for (const [start, rrule] of rules) {
      const walls = ruleOf(rrule, parseWall(start)!);
      for (const year of [2026, 2029, 2031, 2040]) {
        const from = at(`${year}-02-20T00:00:00Z`);
        const to = at(`${year}-05-10T00:00:00Z`);
        const expected = walls
          .between(new Date(from - 2 * 86_400_000), new Date(to + 2 * 86_400_000), true)
          .map((d) => instantOf(d.getTime(), CHICAGO))
          .filter((instant) => instant > from && instant < to);
        // Occurrences of no length: those that begin inside the window.
        const found = occurrencesBetween(schedule({ start, end: start, rrule }), from, to).map((o) => o.start);
        expect({ rrule, year, found: found.map(iso) }).toEqual({ rrule, year, found: expected.map(iso) });
      }
    }
  });
});

describe('clashes between bookings', () => {
  it('finds a one-off event years ahead that overlaps a weekly series', () => {
    const wedding = booked({ start: '2031-06-15T10:30', end: '2031-06-15T12:00', rrule: null });
    const clash = firstClash(wedding, booked());
    expect(clash && [clash.existing.date, iso(clash.existing.start)]).toEqual(['2031-06-15', '2031-06-15T15:00:00.000Z']);
  });

  it('counts setup and teardown buffers as part of a booking', () => {
    const after = booked({ start: '2026-03-01T11:45', end: '2026-03-01T12:30', rrule: null });
    expect(firstClash(after, booked())).toBeNull();
    expect(firstClash({ ...after, setupMinutes: 20 }, booked())).not.toBeNull();
    expect(firstClash(after, booked({ teardownMinutes: 16 }))).not.toBeNull();
    // Ending as the other begins is no clash.
    expect(firstClash(after, booked({ teardownMinutes: 15 }))).toBeNull();
  });

  it('finds no clash with a cancelled occurrence, nor between series on different days', () => {
    const once = booked({ start: '2026-03-08T10:00', end: '2026-03-08T11:00', rrule: null });
    expect(firstClash(once, booked({ cancelled: ['2026-03-08'] }))).toBeNull();
    expect(firstClash(booked({ rrule: 'FREQ=WEEKLY;BYDAY=SA' }), booked())).toBeNull();
  });

  it('finds the first clash of two open-ended series', () => {
    const monthly = booked({ start: '2026-01-11T09:00', end: '2026-01-11T10:30', rrule: 'FREQ=MONTHLY;BYDAY=2SU' });
    const clash = firstClash(monthly, booked());
    expect(clash?.existing.date).toBe('2026-03-08');
  });

  it('checks ten years of weekly occurrences quickly', () => {
    const started = performance.now();
    const lastYear = booked({ start: '2036-02-24T10:45', end: '2036-02-24T11:00', rrule: null });
    expect(firstClash(lastYear, booked())?.existing.date).toBe('2036-02-24');
    expect(firstClash(booked({ rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=520' }), booked({ rrule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=520' }))).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
});
