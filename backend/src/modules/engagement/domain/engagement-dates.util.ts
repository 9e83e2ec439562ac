const DAY_MS = 86_400_000;

// A congregation's signals fall on a few hundred distinct days, read many times over by the tab's trend.
const DAY_NUMBERS = new Map<string, number>();

/** Days since 1970-01-01 of a YYYY-MM-DD date (calendar days, no time zone). */
export function dayNumber(date: string): number {
  let day = DAY_NUMBERS.get(date);
  if (day === undefined) {
    day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
    if (DAY_NUMBERS.size > 100_000) DAY_NUMBERS.clear();
    DAY_NUMBERS.set(date, day);
  }
  return day;
}

export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Which week back from `asOf` a date falls in: 0 for the seven days ending on `asOf` (inclusive),
 * 1 for the seven before, and so on; -1 for a date after `asOf`.
 */
export function weekBack(date: string, asOf: string): number {
  const days = dayNumber(asOf) - dayNumber(date);
  return days < 0 ? -1 : Math.floor(days / 7);
}
