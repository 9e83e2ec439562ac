import type { TFunction } from 'i18next';
import { formatWall, joinList, weekdayName } from './event-time.util';
import { fromRrule, nthName, partsOf, WEEKDAYS, type Weekday } from './recurrence.util';

/**
 * A rule in plain words ("Every week on Sunday and Wednesday, 10 times"), from the builder's
 * reading of it; a rule it cannot read is shown as written.
 */
export function describeRecurrence(t: TFunction, language: string, rrule: string | null, start: string): string {
  if (!rrule) return t('recurrence.words.once');
  const recurrence = fromRrule(rrule, start);
  const parts = partsOf(rrule);
  // Every week, or every few weeks: two sentences, as "every 1 weeks" is no way to say it.
  const every = (key: string) => `recurrence.words.${key}${recurrence.interval > 1 ? 'Every' : ''}`;
  let words: string;
  if (recurrence.kind === 'weekly') {
    const days = joinList(
      WEEKDAYS.filter((d) => recurrence.weekdays.includes(d)).map((d) => weekdayName(d, language)),
      language,
    );
    words = t(every('weekly'), { interval: recurrence.interval, days });
  } else if (recurrence.kind === 'monthly' && recurrence.monthlyBy === 'date') {
    words = t(every('monthlyDate'), { interval: recurrence.interval, date: Number(start.slice(8, 10)) });
  } else if (recurrence.kind === 'monthly') {
    const byDay = parts?.BYDAY ?? '';
    const day = weekdayName(byDay.slice(-2) as Weekday, language);
    words = t(every('monthlyWeekday'), { interval: recurrence.interval, nth: t(`recurrence.nth.${nthName(Number(start.slice(8, 10)))}`), day });
  } else {
    return t('recurrence.words.custom', { rule: rrule });
  }
  if (recurrence.end === 'after') return t('recurrence.words.times', { words, count: recurrence.count });
  if (recurrence.end === 'on') return t('recurrence.words.until', { words, date: formatWall(recurrence.until, true, language) });
  return words;
}
