import type { RecurringFrequency } from '@koinonia/contracts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The due date after `date` (YYYY-MM-DD): a week on, or the next month's `anchorDay` (its last day when shorter). */
export function nextChargeDate(date: string, frequency: RecurringFrequency, anchorDay: number): string {
  const [year, month, day] = date.split('-').map(Number);
  if (frequency === 'weekly') return new Date(Date.UTC(year, month - 1, day + 7)).toISOString().slice(0, 10);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  return `${nextYear}-${pad(nextMonth)}-${pad(Math.min(anchorDay, lastDay))}`;
}

/** The first due date on or after `today`, counting on from `date`. */
export function dueOnOrAfter(date: string, frequency: RecurringFrequency, anchorDay: number, today: string): string {
  let due = date;
  while (due < today) due = nextChargeDate(due, frequency, anchorDay);
  return due;
}
