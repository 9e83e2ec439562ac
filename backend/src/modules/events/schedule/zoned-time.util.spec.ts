import { instantOf, isoInstant, wallOf } from './zoned-time.util';

/** The wall time Intl shows for an instant in a zone, to the minute, as a floating UTC instant. */
function intlWall(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute);
}

// Zones with an hour's change each way, a half hour's (Lord Howe), none (Kathmandu's +5:45), and the southern summer.
const ZONES = ['America/Chicago', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/Santiago', 'Pacific/Auckland'];

describe('zoned time', () => {
  it('shows every instant as Intl does, across years and zones, around each change too', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (const zone of ZONES) {
      for (let i = 0; i < 400; i++) {
        const instant = Math.floor((Date.UTC(1995, 0, 1) + random() * (Date.UTC(2040, 0, 1) - Date.UTC(1995, 0, 1))) / 60_000) * 60_000;
        expect([zone, new Date(instant).toISOString(), wallOf(instant, zone)]).toEqual([zone, new Date(instant).toISOString(), intlWall(instant, zone)]);
      }
      // Every quarter hour of two days around the 2026 changes, either hemisphere.
      for (const day of [
        Date.UTC(2026, 2, 7),
        Date.UTC(2026, 2, 28),
        Date.UTC(2026, 3, 4),
        Date.UTC(2026, 8, 26),
        Date.UTC(2026, 9, 24),
        Date.UTC(2026, 10, 1),
      ]) {
        for (let instant = day; instant < day + 2 * 86_400_000; instant += 900_000) {
          expect([zone, new Date(instant).toISOString(), wallOf(instant, zone)]).toEqual([zone, new Date(instant).toISOString(), intlWall(instant, zone)]);
        }
      }
    }
  });

  it('takes a wall time back to its instant, an hour on in the skipped hour and the first of a repeated one', () => {
    // Chicago 2026: clocks go 02:00 → 03:00 on 8 March, 02:00 → 01:00 on 1 November.
    expect(new Date(instantOf(Date.UTC(2026, 2, 8, 10), 'America/Chicago')).toISOString()).toBe('2026-03-08T15:00:00.000Z');
    expect(new Date(instantOf(Date.UTC(2026, 2, 8, 2, 30), 'America/Chicago')).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(new Date(instantOf(Date.UTC(2026, 10, 1, 1, 30), 'America/Chicago')).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    expect(new Date(instantOf(Date.UTC(2026, 10, 1, 10), 'America/Chicago')).toISOString()).toBe('2026-11-01T16:00:00.000Z');
  });

  it('formats instants as toISOString does, milliseconds and all', () => {
    let seed = 11;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 5000; i++) {
      const instant = Math.floor(Date.UTC(1970, 0, 1) + random() * (Date.UTC(2100, 0, 1) - Date.UTC(1970, 0, 1)));
      expect(isoInstant(instant)).toBe(new Date(instant).toISOString());
    }
    expect(isoInstant(Date.UTC(2026, 2, 8, 23, 59, 59, 999))).toBe('2026-03-08T23:59:59.999Z');
  });
});
