import type { NotificationView } from '@koinonia/contracts';
import type { TFunction } from 'i18next';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 24 * 60 * 60 * 1000],
  ['hour', 60 * 60 * 1000],
  ['minute', 60 * 1000],
];

/** "5 minutes ago", "yesterday" in the reader's language; under a minute is "Just now". */
export function relativeTime(t: TFunction, iso: string, now: number, language: string): string {
  const elapsed = Date.parse(iso) - now;
  if (Number.isNaN(elapsed)) return iso;
  if (Math.abs(elapsed) < 60 * 1000) return t('notifications:time.justNow');
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(elapsed) >= ms) ?? UNITS[UNITS.length - 1];
  const amount = Math.round(elapsed / size);
  return relativeTimeFormat(language).format(amount, unit);
}

/** One formatter per language: each notification in the list would otherwise build its own. */
const relativeTimeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeTimeFormat(language: string): Intl.RelativeTimeFormat {
  let formatter = relativeTimeFormats.get(language);
  if (!formatter) {
    try {
      formatter = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    } catch {
      formatter = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    }
    relativeTimeFormats.set(language, formatter);
  }
  return formatter;
}

/**
 * What a notification says, in the reader's language: an announcement's own words as typed, or
 * the text the server named by key, with its parameters (an instant shown by `dateTime`: the
 * reader's language, date and time formats — `useFormat().dateTime`).
 */
export function notificationText(t: TFunction, notification: NotificationView, dateTime: (iso: string) => string): { title: string; message: string } {
  if (!notification.messageKey) return { title: notification.title, message: notification.message };
  const params = notification.params ?? {};
  const values = {
    ...params,
    name: params.name || params.email || '',
    until: params.until ? dateTime(params.until) : '',
    // Older volunteer notices named the day as a bare date.
    when: params.when ? dateTime(params.when) : (params.date ?? ''),
  };
  return {
    title: t(`notifications:messages.${notification.messageKey}.title`, values),
    message: t(`notifications:messages.${notification.messageKey}.message`, values),
  };
}
