import { createHash } from 'node:crypto';

/**
 * The draft sermon a recording becomes has an id derived from the recording's (a name-based UUID,
 * version 5): the reactor that drafts it may see the same recording again and finds the sermon there.
 */
export function sermonIdForRecording(recordingId: string): string {
  const hash = createHash('sha1').update(`koinonia:livestream-recording-sermon:${recordingId}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The stream's day in the church's time zone (UTC when it has none), as `YYYY-MM-DD`. */
export function churchDayOf(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(iso),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "Livestream — 29 November 2026": the stream's day as the church reads it. */
export function recordingSermonTitle(day: string): string {
  const date = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));
  return `Livestream — ${date}`;
}
