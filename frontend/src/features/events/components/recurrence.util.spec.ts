import { registerFeatureTranslations } from '../../../app/signed-in/feature-translations';
import { initTranslations } from '../../../app/translations';
import { describeRecurrence } from './recurrence-words.util';
import { fromRrule, NO_RECURRENCE, toRrule, type Recurrence } from './recurrence.util';

const i18n = initTranslations('en');
registerFeatureTranslations();
// The events words come with its pages, as in the app.
beforeAll(() => i18n.loadNamespaces('events'));

const SUNDAY = '2026-03-08T10:00'; // the second Sunday of March 2026
const rule = (changes: Partial<Recurrence>): Recurrence => ({ ...NO_RECURRENCE, ...changes });

describe('the recurrence builder → RRULE', () => {
  it('makes no rule for a one-off, and a weekly rule on the chosen days, Monday first', () => {
    expect(toRrule(NO_RECURRENCE, SUNDAY)).toBeNull();
    expect(toRrule(rule({ kind: 'weekly', weekdays: ['SU', 'WE'] }), SUNDAY)).toBe('FREQ=WEEKLY;BYDAY=WE,SU');
    // No day ticked: the start's own weekday.
    expect(toRrule(rule({ kind: 'weekly', weekdays: [] }), SUNDAY)).toBe('FREQ=WEEKLY;BYDAY=SU');
    expect(toRrule(rule({ kind: 'weekly', weekdays: ['TU', 'TH'], interval: 2, end: 'after', count: 12 }), SUNDAY)).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=12',
    );
  });

  it('makes a monthly rule by the start’s date or by its weekday in the month ("second Sunday", or "last" from the 29th)', () => {
    expect(toRrule(rule({ kind: 'monthly', monthlyBy: 'date' }), SUNDAY)).toBe('FREQ=MONTHLY;BYMONTHDAY=8');
    expect(toRrule(rule({ kind: 'monthly', monthlyBy: 'weekday', end: 'on', until: '2026-12-31' }), SUNDAY)).toBe('FREQ=MONTHLY;BYDAY=2SU;UNTIL=20261231');
    expect(toRrule(rule({ kind: 'monthly', monthlyBy: 'weekday' }), '2026-03-29')).toBe('FREQ=MONTHLY;BYDAY=-1SU');
  });

  it('passes a custom rule through without its RRULE: prefix, and an empty one as none', () => {
    expect(toRrule(rule({ kind: 'custom', custom: ' RRULE:FREQ=DAILY;COUNT=5 ' }), SUNDAY)).toBe('FREQ=DAILY;COUNT=5');
    expect(toRrule(rule({ kind: 'custom', custom: '  ' }), SUNDAY)).toBeNull();
  });
});

describe('RRULE → the recurrence builder', () => {
  it.each([
    'FREQ=WEEKLY;BYDAY=SU',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=12',
    'FREQ=MONTHLY;BYMONTHDAY=8',
    'FREQ=MONTHLY;BYDAY=2SU;UNTIL=20261231',
    'FREQ=MONTHLY;INTERVAL=3;BYDAY=2SU',
  ])('reads %s back into choices that make the same rule', (rrule) => {
    const choices = fromRrule(rrule, SUNDAY);
    expect(choices.kind).not.toBe('custom');
    expect(toRrule(choices, SUNDAY)).toBe(rrule);
  });

  it('reads a rule as a person may write it (prefix, case, spaces, days in any order)', () => {
    expect(fromRrule('RRULE:freq=weekly; byday=SU,WE', SUNDAY)).toMatchObject({ kind: 'weekly', weekdays: ['SU', 'WE'] });
    expect(fromRrule('FREQ=WEEKLY;BYDAY=WE;UNTIL=20260428T045959Z', SUNDAY)).toMatchObject({ kind: 'weekly', end: 'on', until: '2026-04-28' });
  });

  it('keeps, word for word, a rule the builder cannot make again for this start', () => {
    for (const rrule of ['FREQ=DAILY', 'FREQ=YEARLY;BYMONTH=12', 'FREQ=MONTHLY;BYDAY=3SU', 'FREQ=MONTHLY;BYMONTHDAY=15', 'FREQ=WEEKLY', 'nonsense']) {
      expect(fromRrule(rrule, SUNDAY)).toEqual({ ...NO_RECURRENCE, kind: 'custom', custom: rrule });
    }
    expect(fromRrule(null, SUNDAY)).toBe(NO_RECURRENCE);
  });
});

describe('a rule in plain words', () => {
  const words = (rrule: string | null, start = SUNDAY) => describeRecurrence(i18n.getFixedT('en', 'events'), 'en', rrule, start);

  it('says weekly and monthly rules with their days and ends', () => {
    expect(words(null)).toBe('Does not repeat');
    expect(words('FREQ=WEEKLY;BYDAY=WE,SU')).toBe('Every week on Wednesday and Sunday');
    expect(words('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=12')).toBe('Every 2 weeks on Tuesday and Thursday, 12 times');
    expect(words('FREQ=MONTHLY;BYDAY=2SU')).toBe('Every month on the second Sunday');
    expect(words('FREQ=MONTHLY;BYMONTHDAY=8;COUNT=1')).toBe('Every month on day 8, 1 time');
    expect(words('FREQ=MONTHLY;BYDAY=-1SU', '2026-03-29T12:00')).toBe('Every month on the last Sunday');
    expect(words('FREQ=WEEKLY;BYDAY=SU;UNTIL=20261231')).toMatch(/^Every week on Sunday, until .*2026/);
  });

  it('shows a rule it cannot say as written', () => {
    expect(words('FREQ=DAILY;COUNT=5')).toBe('Repeats by the rule FREQ=DAILY;COUNT=5');
  });
});
