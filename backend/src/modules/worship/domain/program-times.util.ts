import type { ProgramItem } from './program.events';

export type TimedItem = ProgramItem & { offsetSeconds: number; startsAt: string };

/** Each item's start (seconds from the service's start, and the instant), and the whole service's length. */
export function runningTimes(serviceStart: string, items: readonly ProgramItem[]): { items: TimedItem[]; totalSeconds: number; endsAt: string } {
  const start = Date.parse(serviceStart);
  let offset = 0;
  const timed = items.map((item) => {
    const at = { ...item, offsetSeconds: offset, startsAt: new Date(start + offset * 1000).toISOString() };
    offset += item.durationSeconds;
    return at;
  });
  return { items: timed, totalSeconds: offset, endsAt: new Date(start + offset * 1000).toISOString() };
}
