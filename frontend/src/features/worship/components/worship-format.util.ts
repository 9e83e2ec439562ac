/** "4:30" for 270 seconds; "1:05:00" past an hour. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A date `days` from `from` as YYYY-MM-DD (UTC). */
export function isoDate(from: Date, days = 0): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}
