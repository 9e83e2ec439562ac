import { SMS_QUIET_HOURS, type SmsMergeField } from '@koinonia/contracts';

/** The hour and minute `instant` shows on a clock in `timeZone`. */
function clockIn(instant: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { hour: value('hour'), minute: value('minute') };
}

/**
 * When a message due at `due` may go out: at once outside quiet hours (21:00–08:00 in the church's
 * time zone), else at the end of them (08:00 there). Found by walking forward minute by minute, so
 * daylight-saving changes need no special case.
 */
export function outsideQuietHours(due: Date, timeZone: string): Date {
  const { startHour, endHour } = SMS_QUIET_HOURS;
  const quiet = (instant: Date) => {
    const hour = clockIn(instant, timeZone).hour;
    return hour >= startHour || hour < endHour;
  };
  if (!quiet(due)) return due;
  let candidate = new Date(Math.floor(due.getTime() / 60_000) * 60_000);
  for (let minutes = 0; minutes < 13 * 60 && quiet(candidate); minutes++) candidate = new Date(candidate.getTime() + 60_000);
  return candidate;
}

/** A template with each {field} replaced; an unknown field is left as written. */
export function mergeSmsTemplate(template: string, values: Partial<Record<SmsMergeField, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, field: string) => {
    const value = values[field as SmsMergeField];
    return value === undefined ? whole : value;
  });
}

/** A person's first name for a greeting: the first word of their full name. */
export const firstNameOf = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? '';
