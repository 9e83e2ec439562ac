/**
 * When an event happens: its first occurrence as wall-clock times in its zone, the rule it repeats
 * by, and the occurrences cancelled or moved on their own (named by the date they were scheduled
 * for). Plain data: the schedule utilities (outside the domain) expand it with rrule.
 */
export interface EventSchedule {
  /** `2026-03-08T10:00`, local to `timeZone`. */
  start: string;
  end: string;
  allDay: boolean;
  timeZone: string;
  rrule: string | null;
  cancelled: string[];
  /** New wall times of occurrences moved on their own, by scheduled date. */
  moved: Record<string, { start: string; end: string }>;
}

/** A schedule as a room or resource holds it: with the minutes kept free before and after each occurrence. */
export interface BookedSchedule extends EventSchedule {
  setupMinutes: number;
  teardownMinutes: number;
}

/** An occurrence of an existing booking that a new one would overlap; null when none does. */
export type ClashFinder = (candidate: BookedSchedule, existing: BookedSchedule) => { startsAt: string; endsAt: string } | null;
