import type { EventOccurrenceView } from '@koinonia/contracts';
import {
  monthWeeks,
  overlapColumns,
  segmentsByDay,
  segmentsOf,
  stepDate,
  todayIn,
  weekDays,
  weekLocaleOf,
  weekStartOf,
  windowOf,
} from './calendar-layout.util';

const SUNDAY = 7;
const MONDAY = 1;
const SATURDAY = 6;

function occurrence(startsAt: string, endsAt: string, extra: Partial<EventOccurrenceView> = {}): EventOccurrenceView {
  return {
    eventId: 'e1',
    occurrence: startsAt.slice(0, 10),
    occurrenceStart: startsAt,
    startsAt,
    endsAt,
    allDay: false,
    timeZone: 'America/Chicago',
    title: 'Worship',
    description: '',
    category: 'worship',
    location: '',
    room: null,
    resources: [],
    capacity: null,
    registration: 'closed',
    registrationDeadline: null,
    visibility: 'members',
    recurring: false,
    hasImage: false,
    changed: false,
    past: false,
    ...extra,
  };
}

describe('the week start', () => {
  it("follows the locale's week: Sunday in the United States, Monday in Germany, Saturday in Arabic", () => {
    expect(weekStartOf('en-US')).toBe(SUNDAY);
    expect(weekStartOf('de-DE')).toBe(MONDAY);
    expect(weekStartOf('ar')).toBe(SATURDAY);
    expect(weekStartOf('en-GB')).toBe(MONDAY);
  });

  it("takes the browser's region when it speaks the interface language", () => {
    expect(weekLocaleOf('en-US', ['en-GB', 'fr-FR'])).toBe('en-GB');
    expect(weekLocaleOf('de-DE', ['en-GB', 'fr-FR'])).toBe('de-DE');
    expect(weekLocaleOf('en-US', ['en'])).toBe('en-US');
  });
});

describe('the month grid', () => {
  it('holds whole weeks from the one with the 1st to the one with the last day, from the week start', () => {
    // March 2026 begins on a Sunday and ends on a Tuesday.
    const sundays = monthWeeks('2026-03-17', SUNDAY);
    expect(sundays).toHaveLength(5);
    expect(sundays[0][0]).toBe('2026-03-01');
    expect(sundays[4]).toEqual(['2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02', '2026-04-03', '2026-04-04']);

    const mondays = monthWeeks('2026-03-17', MONDAY);
    expect(mondays).toHaveLength(6);
    expect(mondays[0][0]).toBe('2026-02-23');
    expect(mondays[0][6]).toBe('2026-03-01');
    expect(mondays[5][6]).toBe('2026-04-05');
  });

  it('fits February 2026 in four weeks when the week starts on Sunday', () => {
    const weeks = monthWeeks('2026-02-01', SUNDAY);
    expect(weeks).toHaveLength(4);
    expect(weeks.flat()).toHaveLength(28);
    expect(weeks[3][6]).toBe('2026-02-28');
  });

  it('keeps its days whole across the daylight-saving change in the church zone', () => {
    expect(monthWeeks('2026-03-01', SUNDAY, 'America/Chicago')[1]).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
  });
});

describe('the periods', () => {
  it('gives each view its window and its steps', () => {
    expect(weekDays('2026-03-11', SATURDAY)).toEqual(['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13']);
    expect(windowOf('week', '2026-03-11', MONDAY)).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(windowOf('day', '2026-03-11', MONDAY)).toEqual({ from: '2026-03-11', to: '2026-03-11' });
    expect(windowOf('month', '2026-03-11', SUNDAY)).toEqual({ from: '2026-03-01', to: '2026-04-04' });
    expect(windowOf('agenda', '2026-03-11', SUNDAY)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepDate('week', '2026-03-11', -1)).toBe('2026-03-04');
    expect(stepDate('day', '2026-12-31', 1)).toBe('2027-01-01');
  });

  it("knows today in the church's zone, not the device's", () => {
    const lateEvening = new Date('2026-03-09T03:30:00Z');
    expect(todayIn('America/Chicago', lateEvening)).toBe('2026-03-08');
    expect(todayIn('Asia/Seoul', lateEvening)).toBe('2026-03-09');
  });
});

describe('the parts of an occurrence', () => {
  it('places a timed event by its local wall clock, across the spring change', () => {
    // 10:00 in Chicago: 16:00 UTC before the change, 15:00 UTC after it.
    expect(segmentsOf(occurrence('2026-03-01T16:00:00.000Z', '2026-03-01T17:30:00.000Z'), 'America/Chicago')).toMatchObject([
      { day: '2026-03-01', startMinute: 600, endMinute: 690 },
    ]);
    expect(segmentsOf(occurrence('2026-03-08T15:00:00.000Z', '2026-03-08T16:30:00.000Z'), 'America/Chicago')).toMatchObject([
      { day: '2026-03-08', startMinute: 600, endMinute: 690 },
    ]);
  });

  it('splits an event running past midnight into a part for each day, and keeps one ending at midnight on its day', () => {
    expect(segmentsOf(occurrence('2026-03-14T03:00:00.000Z', '2026-03-14T06:00:00.000Z'), 'America/Chicago')).toEqual([
      expect.objectContaining({ day: '2026-03-13', startMinute: 22 * 60, endMinute: 24 * 60, continued: false }),
      expect.objectContaining({ day: '2026-03-14', startMinute: 0, endMinute: 60, continued: true }),
    ]);
    expect(segmentsOf(occurrence('2026-03-14T03:00:00.000Z', '2026-03-14T05:00:00.000Z'), 'America/Chicago')).toHaveLength(1);
  });

  it('puts an all-day event on every day it runs, and all-day parts first in a day', () => {
    const retreat = occurrence('2026-03-13T05:00:00.000Z', '2026-03-15T05:00:00.000Z', { allDay: true, title: 'Retreat' });
    expect(segmentsOf(retreat, 'America/Chicago').map((s) => s.day)).toEqual(['2026-03-13', '2026-03-14']);
    const breakfast = occurrence('2026-03-14T13:00:00.000Z', '2026-03-14T14:00:00.000Z', { title: 'Breakfast' });
    const byDay = segmentsByDay([breakfast, retreat], 'America/Chicago');
    expect(byDay.get('2026-03-14')!.map((s) => s.occurrence.title)).toEqual(['Retreat', 'Breakfast']);
    expect(byDay.get('2026-03-13')!.map((s) => s.occurrence.title)).toEqual(['Retreat']);
  });
});

describe('overlapping events side by side', () => {
  const at = (name: string, startMinute: number, endMinute: number) => ({ name, startMinute, endMinute });
  const layout = (items: ReturnType<typeof at>[]) => Object.fromEntries(overlapColumns(items).map((p) => [p.item.name, [p.column, p.columns]]));

  it('gives events that do not overlap the whole width, touching ones included', () => {
    expect(layout([at('a', 540, 600), at('b', 600, 660)])).toEqual({ a: [0, 1], b: [0, 1] });
  });

  it('shares columns within a cluster by its busiest moment, reusing a column once it is free', () => {
    // a 9–11, b 9:30–10, c 10–12: b and c share the second column; the cluster needs two.
    expect(layout([at('c', 600, 720), at('a', 540, 660), at('b', 570, 600)])).toEqual({ a: [0, 2], b: [1, 2], c: [1, 2] });
  });

  it('counts a chain of overlaps as one cluster, and starts afresh after it', () => {
    expect(layout([at('a', 0, 60), at('b', 30, 90), at('c', 45, 120), at('d', 200, 260)])).toEqual({ a: [0, 3], b: [1, 3], c: [2, 3], d: [0, 1] });
  });

  it('gives an event with no length room of its own', () => {
    expect(layout([at('a', 600, 600), at('b', 605, 620)])).toEqual({ a: [0, 2], b: [1, 2] });
  });
});
