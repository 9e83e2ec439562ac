/** Seconds as a clock: `m:ss`, or `h:mm:ss` from an hour on (whole seconds, rounded down). */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A time as people write it: `mm:ss`, `h:mm:ss` or plain seconds (a decimal point allowed in the seconds); null when it is none of these. */
export function parseClock(text: string): number | null {
  const match = /^(?:(?:(\d+):)?(\d+):)?(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!match) return null;
  const [, hours, minutes, seconds] = match;
  if ((hours !== undefined || minutes !== undefined) && Number(seconds) >= 60) return null;
  if (hours !== undefined && Number(minutes) >= 60) return null;
  return Number(hours ?? 0) * 3600 + Number(minutes ?? 0) * 60 + Number(seconds);
}
