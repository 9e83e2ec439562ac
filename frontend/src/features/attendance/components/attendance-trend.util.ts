import type { MemberAttendanceEntry } from '@koinonia/contracts';

/** How many weeks each side of the comparison covers. */
export const TREND_WEEKS = 8;

const DAY_MS = 86_400_000;

export interface AttendanceTrend {
  /** Times present in the last TREND_WEEKS weeks (up to today). */
  recent: number;
  /** Times present in the TREND_WEEKS weeks before those. */
  before: number;
  direction: 'up' | 'down' | 'steady';
}

/** A person's attendance in the last eight weeks against the eight before: the profile's small trend. */
export function attendanceTrend(entries: readonly Pick<MemberAttendanceEntry, 'date'>[], today: string): AttendanceTrend {
  const end = Date.parse(`${today}T12:00:00Z`);
  const span = TREND_WEEKS * 7 * DAY_MS;
  let recent = 0;
  let before = 0;
  for (const entry of entries) {
    const age = end - Date.parse(`${entry.date}T12:00:00Z`);
    if (age < 0) continue;
    if (age < span) recent++;
    else if (age < 2 * span) before++;
  }
  return { recent, before, direction: recent > before ? 'up' : recent < before ? 'down' : 'steady' };
}
