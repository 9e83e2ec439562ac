import { currentOccurrence, scheduleProblem, nextOccurrence, occurrenceOn, occurrencesUntil, previousOccurrence, type Schedule } from './occurrences.util';

const sunday: Schedule = { startsAt: '2026-11-01T10:00:00-06:00', repeat: 'weekly', rrule: null };
const wednesdayEvening: Schedule = { startsAt: '2026-11-04T19:30:00-06:00', repeat: 'rrule', rrule: 'RRULE:FREQ=WEEKLY;BYDAY=WE' };
const now = new Date('2026-11-23T12:00:00Z');

describe('occurrences of a gathering', () => {
  it('repeats weekly from the first time, up to now, with the next one to come', () => {
    expect(occurrencesUntil(sunday, now, 10).map((o) => o.date)).toEqual(['2026-11-01', '2026-11-08', '2026-11-15', '2026-11-22']);
    expect(occurrencesUntil(sunday, now, 2).map((o) => o.date)).toEqual(['2026-11-15', '2026-11-22']);
    expect(nextOccurrence(sunday, now)).toEqual({ date: '2026-11-29', startsAt: '2026-11-29T16:00:00.000Z' });
  });

  it('names an evening meeting by its own date, not the UTC one', () => {
    expect(occurrenceOn(wednesdayEvening, '2026-11-18')).toEqual({ date: '2026-11-18', startsAt: '2026-11-19T01:30:00.000Z' });
    expect(occurrenceOn(wednesdayEvening, '2026-11-19')).toBeNull();
  });

  it('knows which date a gathering meets on, the one before, and the current one', () => {
    expect(occurrenceOn(sunday, '2026-11-16')).toBeNull();
    expect(previousOccurrence(sunday, '2026-11-22')?.date).toBe('2026-11-15');
    expect(previousOccurrence(sunday, '2026-11-01')).toBeNull();
    expect(currentOccurrence(sunday, now)?.date).toBe('2026-11-22');
  });

  it('meets once when it does not repeat, and is current before it begins', () => {
    const once: Schedule = { startsAt: '2026-12-24T18:00:00Z', repeat: 'once', rrule: null };
    expect(occurrencesUntil(once, now, 5)).toEqual([]);
    expect(currentOccurrence(once, now)?.date).toBe('2026-12-24');
    expect(nextOccurrence(once, now)?.date).toBe('2026-12-24');
    expect(occurrenceOn({ ...once, repeat: 'monthly' }, '2027-01-24')?.date).toBe('2027-01-24');
  });

  it('refuses a rule it cannot read, one that meets more than once a day, and a start that is no time', () => {
    expect(scheduleProblem({ ...sunday, repeat: 'rrule', rrule: 'FREQ=SOMETIMES' })).toBe('rrule');
    expect(scheduleProblem({ ...sunday, repeat: 'rrule', rrule: 'FREQ=HOURLY' })).toBe('rrule');
    expect(scheduleProblem({ ...sunday, startsAt: '2026-02-30T10:00:00Z' })).toBe('startsAt');
    expect(scheduleProblem(wednesdayEvening)).toBeNull();
  });
});
